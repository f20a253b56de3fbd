import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { coachAvailabilitySchema, type CoachAvailability } from '#shared/schemas/coach-availability';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useAction } from '../../hooks/use-action';
import { apiCall, useApi } from '../../lib/api-client';
import { halfHours, inViewerZone, weekdays, weekOrder } from './hours';
import styles from './availability.module.css';

/**
 * The coach's weekly hours and days off (docs/coach.md), edited in India time, each window also shown
 * in the viewer's own zone. Saving replaces both lists (POST v1/coach/availability); learners' free
 * slots follow at once, and calls already booked stay.
 */
type Window = CoachAvailability['availability'][number];
type Off = CoachAvailability['time_off'][number];

export function AvailabilityEditor() {
  const saved = useApi('coachAvailability');
  const [hours, setHours] = useState<Window[] | null>(null);
  const [off, setOff] = useState<Off[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useAction(async (body: CoachAvailability) => apiCall('coachSaveAvailability', body));

  useEffect(() => {
    if (saved.data && hours === null) {
      setHours(saved.data.availability);
      setOff(saved.data.time_off);
    }
  }, [saved.data, hours]);

  if (saved.error && !saved.data) return <ErrorAlert error={saved.error} onRetry={() => void saved.mutate()} />;
  if (!hours) return <Skeleton height={160} />;

  const change = (next: Window[]) => (setHours(next), setDone(false));
  const changeOff = (next: Off[]) => (setOff(next), setDone(false));

  async function onSave() {
    const checked = z.safeParse(coachAvailabilitySchema, { availability: hours, time_off: off });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check your hours.');
    setProblem(null);
    const result = await save.run(checked.data);
    if (result) {
      setHours(result.data.availability);
      setOff(result.data.time_off);
      setDone(true);
      await saved.mutate(result.data, { revalidate: false });
    }
  }

  return (
    <section className={styles.editor} aria-labelledby="hours-title">
      <h2 id="hours-title" className={styles.title}>
        Your weekly hours <span className={styles.zone}>(India time)</span>
      </h2>
      <p className={styles.muted}>
        Learners book 30-minute calls inside these hours, from 2 hours ahead, up to 14 days ahead.
      </p>
      <ul className={styles.days}>
        {weekOrder.map((day) => (
          <li key={day} className={styles.day}>
            <h3 className={styles.dayName}>{weekdays[day]}</h3>
            {hours.filter((w) => w.day === day).length === 0 ? <p className={styles.muted}>Not available</p> : null}
            {hours.map((w, i) =>
              w.day !== day ? null : (
                <div key={i} className={styles.window}>
                  <TimeSelect
                    label={`${weekdays[day]} from`}
                    value={w.from}
                    onChange={(from) => change(hours.map((x, j) => (j === i ? { ...x, from } : x)))}
                  />
                  <span aria-hidden="true">to</span>
                  <TimeSelect
                    label={`${weekdays[day]} to`}
                    value={w.to}
                    onChange={(to) => change(hours.map((x, j) => (j === i ? { ...x, to } : x)))}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => change(hours.filter((_, j) => j !== i))}
                    aria-label={`Remove ${weekdays[day]} ${w.from} to ${w.to}`}
                  >
                    Remove
                  </Button>
                  {w.from < w.to && inViewerZone(w) ? (
                    <span className={styles.local}>Your time: {inViewerZone(w)}</span>
                  ) : null}
                </div>
              ),
            )}
            <Button
              variant="secondary"
              onClick={() => change([...hours, { day, from: '10:00', to: '13:00' }])}
              aria-label={`Add hours on ${weekdays[day]}`}
            >
              Add hours
            </Button>
          </li>
        ))}
      </ul>
      <h3 className={styles.dayName}>Days off</h3>
      {off.length === 0 ? <p className={styles.muted}>No days off planned.</p> : null}
      {off.map((t, i) => (
        <div key={i} className={styles.window}>
          <label className={styles.dateField}>
            From{' '}
            <input
              type="date"
              value={t.from}
              onChange={(e) => changeOff(off.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)))}
            />
          </label>
          <label className={styles.dateField}>
            To{' '}
            <input
              type="date"
              value={t.to}
              onChange={(e) => changeOff(off.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)))}
            />
          </label>
          <Button
            variant="secondary"
            onClick={() => changeOff(off.filter((_, j) => j !== i))}
            aria-label={`Remove days off from ${t.from}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => changeOff([...off, { from: '', to: '' }])}>
          Add days off
        </Button>
      </div>
      {problem ? <Alert title={problem} /> : null}
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {done ? <Alert tone="info" icon="check" title="Your hours are saved." /> : null}
      <div>
        <Button onClick={() => void onSave()} busy={save.pending}>
          Save hours
        </Button>
      </div>
    </section>
  );
}

function TimeSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <select aria-label={label} className={styles.time} value={value} onChange={(e) => onChange(e.target.value)}>
      {halfHours.map((h) => (
        <option key={h} value={h}>
          {h}
        </option>
      ))}
    </select>
  );
}
