import { useMemo, useState } from 'react';
import { Button } from '../ui/button';
import { dayLabel, localDay, timeLabel } from './times';
import styles from './slot-picker.module.css';

/**
 * A coach's free 30-minute slots, by day in the viewer's zone: pick a day, a time, then Book. Shared by
 * the coach panel (features/coach) and a child's speaking-test card (features/family).
 */
export function SlotPicker({
  slots,
  onBook,
  busy,
  action = 'Book this time',
  prompt = 'Choose a day and a time for your call (times in your time zone):',
}: {
  slots: readonly string[];
  onBook: (start: string) => void;
  busy: boolean;
  action?: string;
  prompt?: string;
}) {
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const s of slots) byDay.set(localDay(s), [...(byDay.get(localDay(s)) ?? []), s]);
    return [...byDay.entries()];
  }, [slots]);
  const [day, setDay] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  if (!days.length) return <p>No free slots in the next two weeks. Please check again tomorrow.</p>;
  const [, times] = days[Math.min(day, days.length - 1)]!;
  return (
    <div>
      <p id="slot-days">{prompt}</p>
      <div className={styles.days} role="group" aria-labelledby="slot-days">
        {days.map(([key, list], i) => (
          <button
            key={key}
            type="button"
            className={styles.day}
            aria-pressed={i === day}
            onClick={() => (setDay(i), setPicked(null))}
          >
            {dayLabel(list[0]!)}
          </button>
        ))}
      </div>
      <div className={styles.times} role="group" aria-label="Free times">
        {times.map((t) => (
          <button
            key={t}
            type="button"
            className={styles.time}
            aria-pressed={t === picked}
            onClick={() => setPicked(t)}
          >
            {timeLabel(t)}
          </button>
        ))}
      </div>
      <p className={styles.actions}>
        <Button onClick={() => picked && onBook(picked)} disabled={!picked} busy={busy}>
          {action}
        </Button>
      </p>
    </div>
  );
}
