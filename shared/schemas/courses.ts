import * as z from 'zod/mini';

/** Request schemas of the course calls (spec 02 §7). */
const courseId = z.coerce.number().check(z.int(), z.nonnegative());

export const changeCourseSchema = z.object({ course_id: courseId });
export const courseQuerySchema = z.object({ previewMode: z.optional(z.enum(['0', '1'])) });
/** Classes 3 to 10 (spec 01 §9: the class option's value is its list index plus 3). */
export const changeGrantSchema = z.object({
  grade: z.coerce
    .number()
    .check(
      z.int({ error: 'Please select your grade' }),
      z.minimum(3, 'Please select your grade'),
      z.maximum(10, 'Please select your grade'),
    ),
  child_id: z.optional(z.string().check(z.minLength(1, 'Child Token not found!'), z.maxLength(64))),
});
