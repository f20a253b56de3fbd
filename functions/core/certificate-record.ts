import * as z from 'zod/mini';
import type { ItemSchema } from '../lib/stored-items';
/**
 * A certificate as kept under its user (`CERT#<id>`, spec 01 §2): written when one is issued, read by the history and
 * a child's score.
 */
export interface StoredCertificate {
  certId: string;
  certName: string;
  courseName: string;
  /** India date of the attempt the certificate is for. */
  attemptDate: string;
  fileKey?: string;
  linkedinOrgId?: string;
  /** The course it is for (certificates issued before it was kept have none). */
  courseId?: number;
}

/** The schema a certificate under its user is read through (decision 0714). */
export const certificateSchema: ItemSchema<StoredCertificate> = z.looseObject({
  certId: z.string(),
  certName: z.string(),
  courseName: z.string(),
  attemptDate: z.string(),
  fileKey: z.optional(z.string()),
  linkedinOrgId: z.optional(z.string()),
  courseId: z.optional(z.number()),
});
