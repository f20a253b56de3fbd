import type { Grade } from '#shared/api/contract-assessment';
import { WRITING } from '#shared/scoring/thresholds';

/** One part of the writing feedback: a score 0..1, its grade, and a message for the learner. */
export interface Part {
  score: number;
  grade: Grade;
  message: string;
}

export function gradeOf(score: number): Grade {
  return score >= WRITING.grade.high ? 'high' : score >= WRITING.grade.mid ? 'mid' : 'low';
}

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Picks the message for the part's grade. */
export function part(score: number, messages: Record<Grade, string>): Part {
  const s = clamp01(score);
  const grade = gradeOf(s);
  return { score: s, grade, message: messages[grade] };
}
