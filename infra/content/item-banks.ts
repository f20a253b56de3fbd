import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { bankSchema, type ContentPackage, type Element, type ItemBank, type Question } from '#shared/schemas/content';
import { ABILITY } from '#shared/scoring/thresholds';
import { information } from '../../functions/assessment/scoring/ability';
import { guessingOf, type GuessingInput } from '../../functions/assessment/scoring/guessing';

/**
 * Item banks (infra/content/banks/<name>.json): questions shared by the tests that name them
 * (`"bank": "general"` on an element). Reading a package adds the bank's questions to the package
 * and to each such element, then checks that the element can measure: at least `BANK_COVERAGE.perLevel`
 * questions at every level 1–12 for each skill it covers (Speaking too), and, at every level, a best
 * possible test of `ABILITY.maxQuestions` questions whose standard error is below `ABILITY.seTarget`.
 */
export const defaultBanksFolder = path.resolve(import.meta.dirname, 'banks');
const englishMessages = z.locales.en().localeError;

export const BANK_COVERAGE = { perLevel: 2, levels: 12 } as const;

/**
 * A bank question's media (a listening item's audio) is named `media/banks/<bank>/<file>` and kept in
 * `banks/media/<bank>/<file>`; every course that draws from the bank uploads it with its own media.
 */
export const BANK_MEDIA_PREFIX = 'media/banks/';

/** Where a bank media path is read from; undefined for a package's own media. */
export function bankMediaSource(mediaPath: string, banksFolder: string): string | undefined {
  if (!mediaPath.startsWith(BANK_MEDIA_PREFIX)) return undefined;
  const rest = mediaPath.slice(BANK_MEDIA_PREFIX.length);
  if (rest.split('/').some((part) => part === '..' || part === '')) return undefined;
  return path.join(banksFolder, 'media', rest);
}

/** The bank named, checked; problems are pushed, and null returned, when it cannot be used. */
export function readBank(name: string, folder: string, problems: string[], where: string): ItemBank | null {
  const file = path.join(folder, `${name}.json`);
  if (!existsSync(file)) {
    problems.push(`${where}: bank "${name}" is not in ${path.basename(folder)}/`);
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`banks/${name}.json: not valid JSON (${(error as Error).message})`);
    return null;
  }
  const parsed = z.safeParse(bankSchema, raw, { error: englishMessages });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`banks/${name}.json: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
    return null;
  }
  const before = problems.length;
  parsed.data.questions.forEach((q, i) => {
    if (q.media && !q.media.startsWith(`${BANK_MEDIA_PREFIX}${name}/`))
      problems.push(
        `banks/${name}.json: questions.${i}.media: a bank's media is ${BANK_MEDIA_PREFIX}${name}/<file>, kept in banks/media/${name}/`,
      );
    if (q.choices?.some((c) => c.image || c.audio))
      problems.push(`banks/${name}.json: questions.${i}: a bank question's choices cannot carry media`);
    if (!q.level_basis)
      problems.push(
        `banks/${name}.json: questions.${i}.level_basis: say which CEFR descriptor puts it at level ${q.qlevel}`,
      );
  });
  if (parsed.data.bank !== name) problems.push(`banks/${name}.json: bank: must be "${name}", the file's name`);
  return problems.length === before ? parsed.data : null;
}

/** The banks an element names (`"bank": "general"` or `"bank": ["general", "speaking"]`). */
export function bankNames(element: Pick<Element, 'bank'>): string[] {
  return element.bank === undefined ? [] : typeof element.bank === 'string' ? [element.bank] : element.bank;
}

/** Adds each named bank's questions to the package and to the elements that name it. */
export function mergeBanks(content: ContentPackage, folder: string, problems: string[]): void {
  const banks = new Map<string, ItemBank | null>();
  const ownIds = new Set(content.questions.map((q) => q.question_id));
  content.course.units.forEach((unit, u) =>
    unit.elements.forEach((element, e) => {
      for (const name of bankNames(element)) {
        const where = `course.json: units.${u}.elements.${e}.bank`;
        if (!banks.has(name)) banks.set(name, readBank(name, folder, problems, where));
        const bank = banks.get(name);
        if (!bank) continue;
        const clash = bank.questions.find((q) => ownIds.has(q.question_id));
        if (clash) {
          problems.push(
            `${where}: question ${clash.question_id} of bank "${bank.bank}" has the id of a question in questions.json`,
          );
          continue;
        }
        const listed = new Set(element.questions);
        element.questions.push(...bank.questions.map((q) => q.question_id).filter((id) => !listed.has(id)));
      }
    }),
  );
  const added = new Set<number>();
  for (const bank of banks.values())
    for (const q of bank?.questions ?? [])
      if (!added.has(q.question_id)) (added.add(q.question_id), content.questions.push(q));
}

/** The standard error the best `ABILITY.maxQuestions` questions could reach for a learner at `level`. */
export function bestStandardError(
  pool: ReadonlyArray<GuessingInput & Pick<Question, 'qlevel'>>,
  level: number,
): number {
  const infos = pool
    .map((q) => information(level, q.qlevel, guessingOf(q)))
    .sort((a, b) => b - a)
    .slice(0, ABILITY.maxQuestions);
  return 1 / Math.sqrt(1 / ABILITY.priorSd ** 2 + infos.reduce((a, b) => a + b, 0));
}

/**
 * Problems of an element that must measure (it draws from a bank, or is a summative test): a written
 * skill short of questions at a level, or a level the best possible test cannot pin down.
 */
export function measurementProblems(
  element: Element,
  questions: ReadonlyMap<number, Question>,
  where: string,
): string[] {
  if (!element.bank && element.element_type !== 'S') return [];
  const all = element.questions
    .map((id) => questions.get(id))
    .filter((q): q is Question => Boolean(q && q.type !== 'INS'));
  const pool = all.filter((q) => q.domain !== 'S');
  const problems: string[] = [];
  if (element.bank)
    for (const skill of [...new Set(all.map((q) => q.domain))].sort()) {
      const short = Array.from({ length: BANK_COVERAGE.levels }, (_, i) => i + 1).filter(
        (level) => all.filter((q) => q.domain === skill && q.qlevel === level).length < BANK_COVERAGE.perLevel,
      );
      if (short.length)
        problems.push(
          `${where}: skill ${skill} needs at least ${BANK_COVERAGE.perLevel} questions at every level 1–12; short at level ${short.join(', ')}`,
        );
    }
  const unreachable = Array.from({ length: BANK_COVERAGE.levels }, (_, i) => i + 1)
    .map((level) => ({ level, se: bestStandardError(pool, level) }))
    .filter((x) => x.se >= ABILITY.seTarget);
  if (unreachable.length) {
    const list = unreachable.map((x) => `level ${x.level} (SE ${x.se.toFixed(2)})`).join(', ');
    problems.push(
      `${where}: this test cannot reach the standard error target ${ABILITY.seTarget} within ${ABILITY.maxQuestions} questions at ${list}; add questions near those levels or name a bank ("bank": "general")`,
    );
  }
  return problems;
}
