import * as z from 'zod/mini';
import { juniorPhraseIds } from '../junior/phrases';

/**
 * POST v1/readAloud (decision 0420): what a junior asks to hear, named by the product's own ids, never as
 * text. A fixed phrase of the junior screens, an activity's instructions, one question of the
 * child's own attempt, or that question's feedback once it is answered.
 */
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const positive = z.int().check(z.positive(), z.maximum(2_147_483_647));

export const readAloudSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phrase'), phrase: z.enum(juniorPhraseIds) }),
  z.object({
    kind: z.literal('instructions'),
    course_id: z.int().check(z.nonnegative(), z.maximum(2_147_483_647)),
    element_id: positive,
  }),
  z.object({ kind: z.literal('question'), attempt_id: id, question_id: positive }),
  z.object({ kind: z.literal('feedback'), attempt_id: id, question_id: positive }),
]);

export type ReadAloudRequest = z.output<typeof readAloudSchema>;
