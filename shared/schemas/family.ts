import * as z from 'zod/mini';
import { authMessages } from './auth';
import {
  MOBILE_7_TO_9,
  accepts,
  byShape,
  flagField,
  isUploadedFile,
  nameField,
  optionalFlag,
  requiredText,
  whatsappIssues,
  whatsappNumberField,
  withCrossFieldRules,
  type UploadedFile,
} from './form-fields';
import { accountMessages } from './accounts';

/**
 * Request schemas of the child-profile calls (spec 01 §5 child form, §7): POST v1/childprofile adds a
 * child (multipart with a photo, or JSON) or, with parent fields only, updates the parent; PUT edits
 * or deletes a child. Shared by the web's modals and the handlers.
 */
export const familyMessages = {
  childNameRequired: "Child's name is required",
  childNameAlphabets: accountMessages.nameAlphabets,
  childGradeRequired: "Child's grade is required",
  childGradeInvalid: 'Please select your grade',
  childToken: authMessages.childId,
  parentNameRequired: authMessages.parentName,
  parentWhatsappInvalid: accountMessages.whatsappInvalid,
  avatarInvalid: 'Please choose one of the five avatars',
  photoType: 'Please upload a JPEG, PNG or WebP photo.',
  photoSize: 'Please upload a photo within 2 MB.',
} as const;

/** Classes 3 to 10 (spec 01 §9: the grade option's value is its list index plus 3). */
export const CHILD_GRADES = [3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Five child avatars (spec 01 §9), by id. */
export const CHILD_AVATARS = [1, 2, 3, 4, 5] as const;

/**
 * An uploaded child photo. The request and Lambda payload limits (6 MB for a base64-encoded body)
 * bound what one request can carry; 2 MB keeps a photo well inside them (docs/decisions.md).
 */
export const childPhotoRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** The route's body limit: the photo plus the form fields and multipart framing. */
  maxBodyBytes: 2 * 1024 * 1024 + 64 * 1024,
} as const;
export type PhotoType = (typeof childPhotoRules.types)[number];

/** The image type the bytes themselves show (magic numbers), whatever name or type the browser gave. */
export function sniffImageType(bytes: Uint8Array): PhotoType | undefined {
  const at = (i: number) => bytes[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** child_photo: an uploaded JPEG, PNG or WebP of at most 2 MB. */
export const childPhotoField = z.optional(
  z.custom<UploadedFile>(isUploadedFile, { error: familyMessages.photoType }).check(
    z.refine((file) => file.bytes.length <= childPhotoRules.maxBytes, { error: familyMessages.photoSize, abort: true }),
    z.refine((file) => sniffImageType(file.bytes) !== undefined, familyMessages.photoType),
  ),
);

export const childGradeField = z.pipe(
  accepts<number | string>(),
  z.transform((raw, ctx): number => {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!text) ctx.issues.push({ code: 'custom', message: familyMessages.childGradeRequired, input: raw });
    else if (!CHILD_GRADES.some((g) => String(g) === text))
      ctx.issues.push({ code: 'custom', message: familyMessages.childGradeInvalid, input: raw });
    else return Number(text);
    return z.NEVER;
  }),
);

export const childAvatarField = z.optional(
  z.pipe(
    accepts<number | string>(),
    z.transform((raw, ctx): number | undefined => {
      if (raw === undefined || raw === null || raw === '') return undefined;
      // Only a number or its text: Number() of a nested array recurses (a 5,000-deep one overflows the stack).
      const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
      if (CHILD_AVATARS.some((a) => a === n)) return n;
      ctx.issues.push({ code: 'custom', message: familyMessages.avatarInvalid, input: raw });
      return z.NEVER;
    }),
  ),
);

export const childNameField = nameField(familyMessages.childNameRequired, familyMessages.childNameAlphabets);
const childId = requiredText(familyMessages.childToken, 64);

/** The add-child form: name, class, and an avatar or a photo. */
export const addChildSchema = z.object({
  child_name: childNameField,
  child_grade: childGradeField,
  child_avatar: childAvatarField,
  child_photo: childPhotoField,
});

/** The parent's own details on the parent dashboard (parent WhatsApp: 10 digits starting 7-9). */
export const parentProfileSchema = withCrossFieldRules(
  z.object({
    parent_name: nameField(familyMessages.parentNameRequired, accountMessages.nameAlphabets),
    receiveWhatsappNotification: optionalFlag(),
    whatsappNumber: whatsappNumberField,
  }),
  (body) =>
    whatsappIssues(body, {
      pattern: MOBILE_7_TO_9,
      required: accountMessages.whatsappRequired,
      invalid: familyMessages.parentWhatsappInvalid,
    }),
);

export type AddChildRequest = z.output<typeof addChildSchema>;
export type ParentProfileRequest = z.output<typeof parentProfileSchema>;
export type ChildProfilePostRequest =
  ({ action: 'addChild' } & AddChildRequest) | ({ action: 'updateParent' } & ParentProfileRequest);

/** Whether a POST v1/childprofile body adds a child (child fields present) or updates the parent. */
export function childProfilePostAction(body: Record<string, unknown>): 'addChild' | 'updateParent' {
  return ['child_name', 'child_grade', 'child_photo', 'child_avatar'].some((f) => Object.hasOwn(body, f)) ||
    !Object.hasOwn(body, 'parent_name')
    ? 'addChild'
    : 'updateParent';
}

/** POST v1/childprofile: one route, two forms, told apart by their fields (spec 01 §7). */
/** What the web sends: the child form (as JSON, or FormData for a photo) or the parent form. */
type ChildProfilePostInput = z.input<typeof addChildSchema> | z.input<typeof parentProfileSchema> | FormData;

export const childProfilePostSchema = byShape<ChildProfilePostRequest, ChildProfilePostInput>((body) => {
  const action = childProfilePostAction(body);
  const schema = action === 'addChild' ? addChildSchema : parentProfileSchema;
  return z.pipe(
    schema as z.ZodMiniType<AddChildRequest | ParentProfileRequest>,
    z.transform((data) => ({ action, ...data }) as ChildProfilePostRequest),
  );
});

export const editChildSchema = z.object({
  child_id: childId,
  child_name: childNameField,
  child_grade: childGradeField,
  child_avatar: childAvatarField,
  child_photo: childPhotoField,
});
export const deleteChildSchema = z.object({ child_id: childId, is_delete: flagField(familyMessages.childToken) });
export const resetChildPinSchema = z.object({ child_id: childId, reset_pin: flagField(familyMessages.childToken) });

export type ChildProfilePutRequest =
  | ({ action: 'edit' } & z.output<typeof editChildSchema>)
  | ({ action: 'delete' } & z.output<typeof deleteChildSchema>)
  | ({ action: 'resetPin' } & z.output<typeof resetChildPinSchema>);

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** PUT v1/childprofile: edit a child, delete it (is_delete), or give it a new PIN (reset_pin). */
type ChildProfilePutInput =
  z.input<typeof editChildSchema> | z.input<typeof deleteChildSchema> | z.input<typeof resetChildPinSchema> | FormData;

export const childProfilePutSchema = byShape<ChildProfilePutRequest, ChildProfilePutInput>((body) => {
  const action = truthy(body.is_delete) ? 'delete' : truthy(body.reset_pin) ? 'resetPin' : 'edit';
  const schema = { delete: deleteChildSchema, resetPin: resetChildPinSchema, edit: editChildSchema }[
    action
  ] as z.ZodMiniType<object>;
  return z.pipe(
    schema,
    z.transform((data) => ({ action, ...data }) as ChildProfilePutRequest),
  );
});

/** POST v1/childlicense: apply the parent's purchased licence to one child. */
/**
 * `licence_id` names which of the parent's licences (the web lists them by product name); without it, the only one the
 * child may take.
 */
export const applyChildLicenceSchema = z.object({
  child_id: childId,
  licence_id: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(80),
        z.regex(/^[A-Za-z0-9_-]+$/, 'Please choose which licence to give this child.'),
      ),
  ),
});
