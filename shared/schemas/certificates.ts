import * as z from 'zod/mini';
import { PRINTABLE_PATTERN } from './form-fields';

/** POST v1/customcertificate (spec 02 §5: 'Please enter your full name.'). */
export const certificateMessages = { nameRequired: 'Please enter your full name.' } as const;

export const customCertificateSchema = z.object({
  fullname: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, certificateMessages.nameRequired),
      z.maxLength(80, 'Please enter a shorter name.'),
      z.regex(PRINTABLE_PATTERN, 'Incorrect name.'),
    ),
  course_id: z.coerce.number().check(z.int(), z.nonnegative()),
});

export const certificateParams = {
  certId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9]+$/, 'Certificate not found')),
} as const;
