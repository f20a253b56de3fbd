import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Question } from '../../../../shared/schemas/content';

/** The seeded questions: the content packages' (infra/content/packages/*\/questions.json) and the item banks'. */
const packages = path.resolve(import.meta.dirname, '../../../../infra/content/packages');
const banks = path.resolve(import.meta.dirname, '../../../../infra/content/banks');

export const seededQuestions: Question[] = [
  ...readdirSync(packages).flatMap(
    (name) => JSON.parse(readFileSync(path.join(packages, name, 'questions.json'), 'utf8')) as Question[],
  ),
  ...readdirSync(banks)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) => (JSON.parse(readFileSync(path.join(banks, name), 'utf8')) as { questions: Question[] }).questions,
    ),
];

export function question(id: number): Question {
  const q = seededQuestions.find((x) => x.question_id === id);
  if (!q) throw new Error(`No seeded question ${id}`);
  return q;
}
