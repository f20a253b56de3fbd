import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Question } from '../../../../shared/schemas/content';

/** The seeded content packages' questions (infra/content/packages/*\/questions.json). */
const packages = path.resolve(import.meta.dirname, '../../../../infra/content/packages');

export const seededQuestions: Question[] = readdirSync(packages).flatMap(
  (name) => JSON.parse(readFileSync(path.join(packages, name, 'questions.json'), 'utf8')) as Question[],
);

export function question(id: number): Question {
  const q = seededQuestions.find((x) => x.question_id === id);
  if (!q) throw new Error(`No seeded question ${id}`);
  return q;
}
