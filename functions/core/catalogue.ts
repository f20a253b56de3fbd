import type { Course, Element, Unit } from '#shared/schemas/content';
import { prefixes } from '../data/keys';
import { readCache } from '../lib/read-cache';
import * as z from 'zod/mini';
import { checkedAs, parseItems, parseOptional } from '../lib/stored-items';
import { courseItems, readElement } from './store';

/**
 * Course content as stored by the importer: one item for the course, one per unit and one per
 * element, all under `COURSE#<id>`, so a course's whole structure is one Query. Every dashboard,
 * start and finish of an olympiad reads the same course: a warm function keeps what it read for
 * CONTENT_CACHE_SECONDS (../lib/read-cache.ts), so a content import shows within that time
 * (docs/content.md). Callers must not change what they are given: it is shared.
 */
export const CONTENT_CACHE_SECONDS = 60;
const courses = readCache<CourseStructure | undefined>('courses', { seconds: CONTENT_CACHE_SECONDS, maxEntries: 200 });
export type CourseMeta = Omit<Course, 'units'> & { packageHash?: string };
export type StoredUnit = Pick<Unit, 'order' | 'unit_name'>;
export type StoredElement = Omit<Element, 'questions'> & {
  courseId: number;
  unitOrder: number;
  position: number;
  questionIds: number[];
  /** Questions among them, instruction pages left out (absent on elements imported before it existed). */
  questionCount?: number;
  domains: Array<'R' | 'W' | 'L' | 'S'>;
};

// What the server computes with is checked; the importer validated the rest (decision 0714).
const courseMetaSchema = checkedAs<CourseMeta>(
  z.looseObject({ course_id: z.number(), course_name: z.string(), courseType: z.string(), preview_units: z.number() }),
);
const unitSchema = checkedAs<StoredUnit>(z.looseObject({ order: z.number(), unit_name: z.string() }));
const elementSchema = checkedAs<StoredElement>(
  z.looseObject({
    element_id: z.number(),
    courseId: z.number(),
    unitOrder: z.number(),
    position: z.number(),
    questionIds: z.array(z.number()),
    questionCount: z.optional(z.number()),
    domains: z.array(z.string()),
  }),
);

export interface CourseStructure {
  meta: CourseMeta;
  units: Array<StoredUnit & { elements: StoredElement[] }>;
}

export function loadCourse(courseId: number): Promise<CourseStructure | undefined> {
  return courses.get(String(courseId), () => readCourse(courseId));
}

async function readCourse(courseId: number): Promise<CourseStructure | undefined> {
  const items = await courseItems(courseId);

  const meta = parseOptional(
    courseMetaSchema,
    items.find((i) => i.sk === prefixes.courseMeta),
  );
  if (!meta) return undefined;
  const elements = parseItems(
    elementSchema,
    items.filter((i) => String(i.sk).startsWith(prefixes.element)),
  );
  const units = parseItems(
    unitSchema,
    items.filter((i) => String(i.sk).startsWith(prefixes.unit)),
  )
    .sort((a, b) => a.order - b.order)
    .map((u) => ({
      ...u,
      elements: elements.filter((e) => e.unitOrder === u.order).sort((a, b) => a.position - b.position),
    }));
  return { meta, units };
}

export async function loadElement(courseId: number, elementId: number): Promise<StoredElement | undefined> {
  return readElement(courseId, elementId, elementSchema);
}

/** Text of a unit name without its markup (names may carry b, i, em…: shared/content/unit-name.ts). */
export function plainUnitName(name: string): string {
  return name
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The olympiad course: a child's class test, its final test and the class histogram. */
export const OLYMPIAD_COURSE_ID = 300;
