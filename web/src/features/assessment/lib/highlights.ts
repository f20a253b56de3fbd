import type { WritingFeedback } from '#shared/api/contract-assessment';

/**
 * The learner's text cut at the checker's issue spans (UTF-16 offsets into the answer as sent), so
 * the feedback can mark the words it talks about. Spans outside the text or overlapping an earlier
 * one are left unmarked rather than cutting a word twice. `issue` is the index in `issues`.
 */
export interface Segment {
  text: string;
  issue: number | null;
}

export function highlightSegments(text: string, issues: WritingFeedback['issues']): Segment[] {
  const spans = issues
    .map((issue, index) => ({ start: Math.max(0, issue.start), end: Math.min(text.length, issue.end), index }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const segments: Segment[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) segments.push({ text: text.slice(at, span.start), issue: null });
    segments.push({ text: text.slice(span.start, span.end), issue: span.index });
    at = span.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), issue: null });
  return segments;
}
