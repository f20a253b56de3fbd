import * as z from 'zod/mini';
import { resolveUsername } from '../auth/login-id';
import { PIN_LENGTH } from './auth';

/**
 * POST v1/childprofile/link (decision 0893): a parent links a school's child with its login card's login id and
 * PIN, and consents to the children's notice as when adding a child. Shared by the web form and the handler.
 */
export const schoolChildLinkMessages = {
  loginIdEmpty: 'Please enter the login id from the child’s card',
  loginIdFormat: 'Please enter the login id as the card shows it, like kabir4821',
  pinEmpty: 'Please enter the PIN from the child’s card',
  pinFormat: `The PIN on the card is ${PIN_LENGTH} digits`,
  consent: 'Please tick the box to agree to the notice for your child.',
} as const;

export const schoolChildLinkSchema = z.object({
  login_id: z.pipe(
    z.string({ error: schoolChildLinkMessages.loginIdEmpty }),
    z.transform((raw, ctx): string => {
      const result = resolveUsername(raw);
      if (result.ok) return result.value;
      const message = raw.trim() ? schoolChildLinkMessages.loginIdFormat : schoolChildLinkMessages.loginIdEmpty;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }),
  ),
  pin: z
    .string({ error: schoolChildLinkMessages.pinEmpty })
    .check(
      z.trim(),
      z.minLength(1, { error: schoolChildLinkMessages.pinEmpty, abort: true }),
      z.regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), schoolChildLinkMessages.pinFormat),
    ),
  consent: z.literal(true, { error: schoolChildLinkMessages.consent }),
});

export type SchoolChildLinkRequest = z.output<typeof schoolChildLinkSchema>;
