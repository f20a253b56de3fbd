import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../auth/login-id';

/**
 * Field builders for the account and family forms (spec 01 §5), so each rule is written once and
 * every form passes its own quoted messages. Wire values from forms (and multipart bodies) arrive
 * as text, so numbers and yes/no choices accept text as well as JSON numbers and booleans.
 */
/** 10 digits starting 6-9: profile phone, onboarding WhatsApp and phone (spec 01 §5, §9). */
export const MOBILE_6_TO_9 = /^[6-9]\d{9}$/;
/** 10 digits starting 7-9: the profile form's and the child form's parent WhatsApp (spec 01 §5). */
export const MOBILE_7_TO_9 = /^[7-9]\d{9}$/;
/** Letters, spaces and dots only (spec 01 §5, shared patterns). */
export const NAME_PATTERN = /^[A-Za-z. ]+$/;
/**
 * A person's name typed at sign-up (any script: letters and their marks, spaces, dots, apostrophes, hyphens), so no
 * markup is ever stored as a name, even though every screen shows names as text (decision 0863).
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** Text a person could have typed: no control, format (bidi overrides), private-use or line-separator characters. */
export const PRINTABLE_PATTERN = /^[^\p{C}\p{Zl}\p{Zp}]*$/u;

/** A file field of a multipart body, as the HTTP pipeline hands it to the schema. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  /** What the browser declared; the bytes decide (`sniffImageType`). */
  declaredType: string;
  bytes: Uint8Array;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as UploadedFile).kind === 'file' &&
    (value as UploadedFile).bytes instanceof Uint8Array
  );
}

/**
 * Passes any value on to the transform that checks it, while typing what forms send: the web
 * client's request types come from the schemas' input types.
 */
export function accepts<T>() {
  return z.custom<T>(() => true);
}

/** One of a list, typed as the free text a form's select holds. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(accepts<string | null | undefined>(), z.enum(values, { error: message }));
}

/** Like `oneOf`, but a blank choice is no choice (undefined). */
export function optionalOneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.optional(
    z.pipe(
      z.pipe(
        accepts<string | null | undefined>(),
        z.transform((v) => (v === '' || v === null ? undefined : v)),
      ),
      z.optional(z.enum(values, { error: message })),
    ),
  );
}

type Issue = { code: 'custom'; message: string; input: unknown; path?: PropertyKey[] };

/** A required text field: empty reports only `empty`, never the format rules as well. */
export function requiredText(empty: string, maxLength = 200) {
  return z
    .string({ error: empty })
    .check(z.trim(), z.minLength(1, { error: empty, abort: true }), z.maxLength(maxLength, empty));
}

/** A name: required, letters, spaces and dots only. */
export function nameField(empty: string, pattern: string) {
  return requiredText(empty, 100).check(z.regex(NAME_PATTERN, pattern));
}

export function emailField(empty: string, pattern: string) {
  return requiredText(empty, 320).check(
    z.regex(EMAIL_PATTERN, pattern),
    z.overwrite((v) => v.toLowerCase()),
  );
}

/** A value that may be left blank; blank (or missing) becomes undefined, anything else must match. */
export function optionalPattern(pattern: RegExp, message: string, transform: (v: string) => string = (v) => v) {
  return z.optional(
    z.pipe(
      z.string({ error: message }).check(z.trim(), z.maxLength(320, message)),
      z.transform((value, ctx) => {
        if (value === '') return undefined;
        if (!pattern.test(value)) {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
        return transform(value);
      }),
    ),
  );
}

/** true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no"; anything else is no answer. */
export function toFlag(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 0) return raw === 1;
  if (typeof raw !== 'string') return undefined;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(v)) return true;
  if (['0', 'false', 'no', 'n'].includes(v)) return false;
  return undefined;
}

/** A yes/no choice that must be made; `message` when it is missing or not a choice. */
/** A form may still hold no answer: the schema then reports the field's own message. */
export type FlagInput = boolean | 0 | 1 | string | null | undefined;

export function flagField(message: string) {
  return z.pipe(
    accepts<FlagInput>(),
    z.transform((raw, ctx): boolean => {
      const value = toFlag(raw);
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }),
  );
}

export function optionalFlag(message = 'Please choose yes or no.') {
  return z.optional(flagField(message));
}

export interface WholeNumberMessages {
  empty?: string;
  numeric: string;
  min: [number, string];
  max: [number, string];
}

/** The failure message of a whole number typed as text or sent as a number, or undefined when it is fine. */
export function wholeNumberIssue(raw: unknown, m: WholeNumberMessages): string | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || text === '') return m.empty ?? m.numeric;
  if (!/^-?\d+$/.test(text)) return m.numeric;
  const n = Number(text);
  if (n < m.min[0]) return m.min[1];
  if (n > m.max[0]) return m.max[1];
  return undefined;
}

export function wholeNumberField(m: WholeNumberMessages) {
  return z.pipe(
    accepts<number | string>(),
    z.transform((raw, ctx): number => {
      const issue = wholeNumberIssue(raw, m);
      if (!issue) return Number(typeof raw === 'string' ? raw.trim() : raw);
      ctx.issues.push({ code: 'custom', message: issue, input: raw });
      return z.NEVER;
    }),
  );
}

/** Like `wholeNumberField`, but blank or missing is allowed (and becomes undefined). */
export function optionalWholeNumber(m: WholeNumberMessages) {
  return z.optional(
    z.pipe(
      accepts<number | string>(),
      z.transform((raw, ctx): number | undefined => {
        if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
        const issue = wholeNumberIssue(raw, m);
        if (!issue) return Number(typeof raw === 'string' ? raw.trim() : raw);
        ctx.issues.push({ code: 'custom', message: issue, input: raw });
        return z.NEVER;
      }),
    ),
  );
}

/**
 * An object schema plus rules across its fields (a WhatsApp number required only when WhatsApp is
 * chosen). Written as a pipe so the cross-field messages appear together with the fields' own,
 * instead of only after every field is valid.
 */
export function withCrossFieldRules<S extends z.ZodMiniType>(
  shape: S,
  rules: (body: Record<string, unknown>) => Issue[],
) {
  return z.pipe(
    accepts<z.input<S>>(),
    z.transform((raw, ctx): z.output<S> => {
      const result = z.safeParse(shape, raw);
      const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const extra = rules(body);
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.issues.push({ ...issue, input: raw } as (typeof ctx.issues)[number]);
      for (const issue of extra) ctx.issues.push(issue as (typeof ctx.issues)[number]);
      return result.success && !extra.length ? result.data : z.NEVER;
    }),
  );
}

export interface WhatsappRule {
  pattern: RegExp;
  required: string;
  invalid: string;
}

/** WhatsApp number: required when notifications on WhatsApp are chosen, and of the form's pattern when given. */
export function whatsappIssues(body: Record<string, unknown>, rule: WhatsappRule): Issue[] {
  const raw = body.whatsappNumber;
  const number = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  const at = { input: raw, path: ['whatsappNumber'] };
  if (!number)
    return toFlag(body.receiveWhatsappNotification) === true ? [{ code: 'custom', message: rule.required, ...at }] : [];
  return rule.pattern.test(number) ? [] : [{ code: 'custom', message: rule.invalid, ...at }];
}

/** The WhatsApp number field itself; `whatsappIssues` decides whether it is valid. */
export const whatsappNumberField = z.optional(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v).trim() || undefined),
  ),
);

/** Dispatches a body to one of several shapes by the fields it carries, reporting that shape's own messages. */
export function byShape<T, I = unknown>(pick: (body: Record<string, unknown>) => z.ZodMiniType<T>) {
  return z.pipe(
    accepts<I>(),
    z.transform((raw, ctx): T => {
      const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const result = z.safeParse(pick(body), raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: raw } as (typeof ctx.issues)[number]);
      return z.NEVER;
    }),
  );
}
