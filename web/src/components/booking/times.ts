/** Call times in the viewer's own zone (coaches work in India time; the server sends UTC). */
export function dayLabel(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
}

export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** Spec 02 §3: start and end joined by the word 'to'. */
export function callTime(start: string, end: string): string {
  return `${dayLabel(start)}, ${timeLabel(start)} to ${timeLabel(end)}`;
}

export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
