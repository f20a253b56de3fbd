import * as z from 'zod/mini';

/** A schema's message per field for a body (the first one of each field), as the API reports them. */
export function messages(schema: z.ZodMiniType, body: unknown): Record<string, string> {
  const result = z.safeParse(schema, body);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}
