import * as z from 'zod/mini';
import { isApiError } from './api-error';

/**
 * Form validation with the request schemas of shared/ (so the web shows the server's messages,
 * spec 01 §5), for the small controlled forms of the app. One message per field: the first.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validated<T> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's own field messages (a 422 answer), keyed like the form's fields; undefined if none. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  return isApiError(error) && error.fields && Object.keys(error.fields).length ? error.fields : undefined;
}

/** Moves focus to the first field, in page order, that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const first = Array.from(form.elements).find((el) => 'name' in el && typeof el.name === 'string' && errors[el.name]);
  if (first instanceof HTMLElement) first.focus();
}
