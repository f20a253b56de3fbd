import { resolveLoginId } from '#shared/auth/login-id';
import { AppError } from '#shared/errors';
import type { LoginIdRef } from '../core/users';

/** A login id the request schema has already checked, as a lookup reference. */
export function loginRef(raw: string, field = 'login_id'): LoginIdRef {
  const result = resolveLoginId(raw);
  if (!result.ok) throw new AppError('validation', { message: result.message, fields: { [field]: result.message } });
  return { kind: result.kind, value: result.value };
}

/** Sign-up and OTP codes need somewhere to go: a phone number or an e-mail address. */
export function contactRef(raw: string, field = 'login_id'): LoginIdRef {
  const ref = loginRef(raw, field);
  if (ref.kind !== 'email' && ref.kind !== 'phone') {
    const message = 'Please enter a valid email or mobile number';
    throw new AppError('validation', { message, fields: { [field]: message } });
  }
  return ref;
}
