import * as z from 'zod/mini';
import type { ClassChildRow, SchoolClassData, SchoolClassRow } from '#shared/api/contract-schools';
import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import type { OrgRecord } from '../core/store';
import type { ItemSchema } from '../lib/stored-items';
import { classStore } from './store';

/**
 * A school's classes (docs/organisations.md, "Classes"; decision 0890). A class is one section of one
 * grade, its id `<grade>-<section>` (`5-b`), so the same section is never made twice, however many
 * coordinators add it at once. It keeps the registrations of its children, each with the school's
 * attestation of the parents' consent, and `pending` while one is being written (./registration.ts).
 */
export interface Registration {
  id: string;
  by: string;
  byName: string;
  at: string;
  noticeVersion: string;
  children: number;
}

export interface SchoolClass {
  orgId: string;
  classId: string;
  grade: number;
  section: string;
  teacher: string;
  children: number;
  registrations: Registration[];
  pending?: { id: string; at: string };
  createdAt: string;
  createdBy: string;
}

export interface ClassChild {
  childId: string;
  name: string;
  loginId: string;
  registrationId: string;
  registeredAt: string;
}

const text = z.string();
export const classSchema: ItemSchema<SchoolClass> = z.looseObject({
  orgId: text,
  classId: text,
  grade: z.number(),
  section: text,
  teacher: text,
  children: z.number(),
  registrations: z.array(
    z.object({ id: text, by: text, byName: text, at: text, noticeVersion: text, children: z.number() }),
  ),
  pending: z.optional(z.object({ id: text, at: text })),
  createdAt: text,
  createdBy: text,
});

export const classChildSchema: ItemSchema<ClassChild> = z.looseObject({
  childId: text,
  name: text,
  loginId: text,
  registrationId: text,
  registeredAt: text,
});

export const classIdOf = (grade: number, section: string): string => `${grade}-${section.toLowerCase()}`;

/** The organisation, if it is a school: classes are a school's only. */
export function requireSchool(org: OrgRecord): OrgRecord {
  if (org.kind !== 'school') throw new AppError('notASchool');
  return org;
}

export async function createClass(
  org: OrgRecord,
  input: { grade: number; section: string; teacher: string },
  by: string,
): Promise<SchoolClassRow> {
  requireSchool(org);
  const record: SchoolClass = {
    orgId: org.orgId,
    classId: classIdOf(input.grade, input.section),
    grade: input.grade,
    section: input.section.toUpperCase(),
    teacher: input.teacher.replace(/\s+/g, ' '),
    children: 0,
    registrations: [],
    createdAt: new Date().toISOString(),
    createdBy: by,
  };
  try {
    await classStore.put(org.orgId, record.classId, { ...record });
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('classExists');
    throw error;
  }
  return classRow(record);
}

export async function listClasses(org: OrgRecord): Promise<SchoolClassRow[]> {
  requireSchool(org);
  const classes = await classStore.list(org.orgId, classSchema);
  return classes.sort((a, b) => a.grade - b.grade || a.section.localeCompare(b.section)).map(classRow);
}

/** The school's class, or 'not found' alike for another school's class and for none. */
export async function readClass(org: OrgRecord, classId: string): Promise<SchoolClass> {
  requireSchool(org);
  const found = await classStore.read(org.orgId, classId, classSchema);
  if (!found) throw new AppError('classNotFound');
  return found;
}

/**
 * The class's children: rows of registrations that were completed. A registration that failed half-way
 * leaves rows under its own id, which no completed registration names, so they are never listed.
 */
export async function classChildren(klass: SchoolClass): Promise<ClassChild[]> {
  const done = new Set(klass.registrations.map((r) => r.id));
  const rows = await classStore.children(klass.orgId, klass.classId, classChildSchema);
  return rows.filter((c) => done.has(c.registrationId)).sort((a, b) => a.name.localeCompare(b.name));
}

export async function classPage(org: OrgRecord, classId: string): Promise<SchoolClassData> {
  const klass = await readClass(org, classId);
  const children = await classChildren(klass);
  return {
    class: classRow(klass),
    attestations: klass.registrations.map((r) => ({
      attested_by: r.byName,
      attested_at: r.at,
      notice_version: r.noticeVersion,
      children: r.children,
    })),
    children: children.map((c): ClassChildRow => ({
      child_id: c.childId,
      name: c.name,
      login_id: c.loginId,
      registered_at: c.registeredAt,
    })),
  };
}

export function classRow(c: SchoolClass): SchoolClassRow {
  return {
    class_id: c.classId,
    grade: c.grade,
    section: c.section,
    teacher: c.teacher,
    children: c.children,
    created_at: c.createdAt,
  };
}
