import * as z from 'zod/mini';
import { CHILD_GRADES } from './family';
import { pathId } from './path-params';

/**
 * Request schemas of a school's classes in the organisation's console (docs/organisations.md, "Classes").
 * Whether a class is the admin's own school's is the handler's answer.
 */
export const classMessages = {
  gradeRange: 'Choose a class from 3 to 10.',
  sectionInvalid: 'Write the section in letters or digits, up to 10 (A, B, Rose).',
  teacherInvalid: "Write the teacher's name in up to 60 letters.",
  fileMissing: 'Choose the CSV file of the class to upload.',
  attestRequired: "Please confirm that the children's parents have agreed to the privacy notice.",
  testInvalid: 'Please choose one of the olympiad’s tests.',
} as const;

/** At most this many rows in one class's file (decision 0891): one class section, with room to spare. */
export const MAX_ROSTER_ROWS = 150;
/** The file, base64-encoded in the request: 150 rows of names fit in far less. */
export const MAX_ROSTER_BYTES = 48 * 1024;

const grade = z.coerce
  .number()
  .check(
    z.int(classMessages.gradeRange),
    z.gte(CHILD_GRADES[0], classMessages.gradeRange),
    z.lte(CHILD_GRADES[CHILD_GRADES.length - 1]!, classMessages.gradeRange),
  );

export const sectionField = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,10}$/, classMessages.sectionInvalid));

export const createClassSchema = z.object({
  grade,
  section: sectionField,
  teacher: z.string().check(z.trim(), z.regex(/^[\p{L}][\p{L}\p{M} .'-]{0,59}$/u, classMessages.teacherInvalid)),
});

/** The class file as the browser read it, base64: its bytes are checked for their encoding on the server. */
const file = z
  .string()
  .check(
    z.minLength(1, classMessages.fileMissing),
    z.maxLength(Math.ceil(MAX_ROSTER_BYTES / 3) * 4, classMessages.fileMissing),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, classMessages.fileMissing),
  );

export const previewRosterSchema = z.object({ file });
export const registerRosterSchema = z.object({
  file,
  /** The coordinator attests that the parents consented (decision 0800); nothing is written without it. */
  attest: z.literal(true, classMessages.attestRequired),
});

/** A child's new PIN takes nothing but the path; the body is still an object, as every POST's. */
export const resetChildPinSchema = z.object({});

/** Results of one of the olympiad's tests (its element id); without one, the final test. */
export const classResultsQuerySchema = z.object({
  test: z.optional(
    z.coerce
      .number(classMessages.testInvalid)
      .check(z.int(classMessages.testInvalid), z.gte(1, classMessages.testInvalid)),
  ),
});

export const classParams = { classId: pathId } as const;
export const classChildParams = { classId: pathId, childId: pathId } as const;
