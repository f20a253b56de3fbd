/**
 * The spec's response envelope (01 §8, 02 §7): a status flag, a code (200 is success), a message
 * and the data. Every API response body has this shape, success or failure.
 */
export interface Envelope<T = unknown> {
  status: boolean;
  code: number;
  message: string;
  data: T;
}

/** Data carried by a failure envelope so the web can act on it without parsing messages. */
export interface ErrorData {
  /** Stable key from the error catalogue (shared/errors.ts). */
  error: string;
  /** Field-level messages for validation failures, keyed by the request field's path. */
  fields?: Record<string, string>;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'boolean' && typeof v.code === 'number' && typeof v.message === 'string';
}
