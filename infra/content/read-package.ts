import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import * as z from 'zod/mini';
import { packageSchema, type ContentPackage } from '#shared/schemas/content';
import { courseFlags } from '#shared/content/course-flags';
import { unitNameAttributes, unitNameSchemes, unitNameTags } from '#shared/content/unit-name';
import { isLimitedVideo } from '../../functions/core/media';
import { scoringRoute } from '../../functions/assessment/scoring/score-answer';
import { bankMediaSource, defaultBanksFolder, measurementProblems, mergeBanks } from './item-banks';

/**
 * Raise when the importer stores a package differently, so every package is imported again
 * (2: elements carry questionCount; 3: question videos under `limited/`, functions/core/media.ts).
 */
export const STORED_FORMAT = 3;

/**
 * Reads and checks one content package folder (course.json, questions.json, media/). Every problem
 * is reported with its file and field, and a package with any problem is not imported at all.
 */
// zod/mini ships without messages (it keeps Lambda bundles small). The importer runs in Node, so it
// asks for the English ones for its own parse only: the API's messages stay the same everywhere.
const englishMessages = z.locales.en().localeError;

export class PackageError extends Error {
  constructor(
    readonly folder: string,
    readonly problems: string[],
  ) {
    super(`${path.basename(folder)}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  }
}

export interface ReadPackage {
  folder: string;
  content: ContentPackage;
  /**
   * Each media path the content names (`media/…`) and the file it is read from; `limited` for a
   * question's video, whose views are counted (kept outside the publicly served `content/`).
   */
  media: Array<{ file: string; source: string; limited: boolean }>;
  hash: string;
}

function readJson(folder: string, file: string, problems: string[]): unknown {
  const full = path.join(folder, file);
  if (!existsSync(full)) {
    problems.push(`${file}: missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

export function sanitizeUnitName(name: string): string {
  return sanitizeHtml(name, {
    allowedTags: [...unitNameTags],
    allowedAttributes: { a: [...unitNameAttributes.a] },
    allowedSchemes: [...unitNameSchemes],
  });
}

export function readPackage(folder: string, banksFolder = defaultBanksFolder): ReadPackage {
  const problems: string[] = [];
  const course = readJson(folder, 'course.json', problems);
  const questions = readJson(folder, 'questions.json', problems);
  if (problems.length) throw new PackageError(folder, problems);

  const parsed = z.safeParse(packageSchema, { course, questions }, { error: englishMessages });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [root, ...rest] = issue.path.map(String);
      problems.push(
        `${root === 'course' ? 'course.json' : 'questions.json'}: ${rest.join('.') || '(top level)'}: ${issue.message}`,
      );
    }
    throw new PackageError(folder, problems);
  }
  const content = parsed.data;
  mergeBanks(content, banksFolder, problems);
  if (problems.length) throw new PackageError(folder, problems);

  const questionIds = new Set<number>();
  content.questions.forEach((q, i) => {
    if (questionIds.has(q.question_id))
      problems.push(`questions.json: ${i}.question_id: ${q.question_id} appears twice`);
    questionIds.add(q.question_id);
  });
  const byId = new Map(content.questions.map((q) => [q.question_id, q]));
  const elementIds = new Set<number>();
  content.course.units.forEach((unit, u) =>
    unit.elements.forEach((element, e) => {
      const at = `course.json: units.${u}.elements.${e}`;
      if (elementIds.has(element.element_id)) problems.push(`${at}.element_id: ${element.element_id} appears twice`);
      elementIds.add(element.element_id);
      element.questions.forEach((id, q) => {
        if (!questionIds.has(id)) problems.push(`${at}.questions.${q}: question ${id} is not in questions.json`);
      });
      problems.push(...measurementProblems(element, byId, at));
    }),
  );

  const media = new Map<string, string>();
  const want = (value: string | undefined, where: string) => {
    if (!value || value.startsWith('https://')) return;
    const source = bankMediaSource(value, banksFolder) ?? path.join(folder, value);
    if (!existsSync(source)) problems.push(`${where}: ${value} is not in the package`);
    else media.set(value, source);
  };
  const c = content.course;
  want(c.imageUrl, 'course.json: imageUrl');
  want(c.video, 'course.json: video');
  c.units.forEach((unit, u) =>
    unit.elements.forEach((el, e) => {
      want(el.thumbnail_image, `course.json: units.${u}.elements.${e}.thumbnail_image`);
      want(el.video, `course.json: units.${u}.elements.${e}.video`);
    }),
  );
  const limited = new Set(content.questions.map((q) => q.media).filter(isLimitedVideo));
  const shared = [...media.keys()].filter((file) => limited.has(file));
  content.questions.forEach((q, i) => {
    want(q.media, `questions.json: ${i}.media`);
    // A view count only means something for a video the learner watches (spec 02 §4).
    if (q.video_replay_count !== undefined && !/\.(mp4|webm)$/i.test(q.media ?? ''))
      problems.push(`questions.json: ${i}.video_replay_count: the question has no video (media/<file>.webm or .mp4)`);
    // A linked page goes in one submission of typed answers, so a recording on it would be thrown away (decision 282).
    const route = scoringRoute(q);
    if (q.linked_group !== undefined && (route === 'spoken' || route === 'video'))
      problems.push(
        `questions.json: ${i}.linked_group: a question answered by ${route === 'spoken' ? 'speaking' : 'video'} cannot be on a linked page (its recording would not be sent); give it a page of its own`,
      );
    q.choices?.forEach((choice, k) => {
      want(choice.image, `questions.json: ${i}.choices.${k}.image`);
      want(choice.audio, `questions.json: ${i}.choices.${k}.audio`);
    });
  });
  // A view-limited video served elsewhere at a stable URL would make its limit meaningless.
  for (const file of shared)
    problems.push(
      `${file}: a question's video may be viewed only so many times, so it cannot also be course or lesson media (use a copy)`,
    );
  const flags = courseFlags(c.course_id);
  if (flags.outlineLayout) want(flags.outlineLayout.outlineFile, 'course-flags: outline file');
  flags.orgDownloads?.files.forEach((f) => want(f.file, `course-flags: download ${f.label}`));
  if (problems.length) throw new PackageError(folder, problems);

  for (const unit of c.units) unit.unit_name = sanitizeUnitName(unit.unit_name);

  const hash = createHash('sha256');
  hash.update(`stored-format-${STORED_FORMAT}`).update(JSON.stringify(content));
  const files = [...media]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, source]) => ({ file, source, limited: limited.has(file) }));
  for (const { file, source } of files) hash.update(file).update(readFileSync(source));
  return { folder, content, media: files, hash: hash.digest('hex') };
}
