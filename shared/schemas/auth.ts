import * as z from 'zod/mini';
import { loginIdMessages, resolveLoginId, resolveUsername } from '../auth/login-id';
import { PERSON_NAME_PATTERN } from './form-fields';

/**
 * Request schemas of the sign-in calls (spec 01 §7), shared by the web forms and the handlers so
 * both give the same messages (spec 01 §5). Field names are the spec's wire names.
 */
export const PIN_LENGTH = 6;
export const OTP_LENGTH = 6;
/** The authenticator app's codes (RFC 6238, the length Cognito and every app use). */
export const TOTP_LENGTH = 6;

export const authMessages = {
  pinEmpty: 'Please enter your PIN',
  pinFormat: `Your PIN is ${PIN_LENGTH} digits`,
  juniorPinEmpty: loginIdMessages.pinEmpty,
  otpEmpty: 'Please enter OTP.',
  otpFormat: `The OTP is ${OTP_LENGTH} digits`,
  mfaCodeEmpty: 'Please enter the 6-digit code from your authenticator app.',
  mfaCodeFormat: `The code is ${TOTP_LENGTH} digits`,
  parentName: 'Please enter your name',
  // Spec 01 §5's name pattern message.
  nameIncorrect: 'Incorrect name.',
  childId: 'Child Token not found!',
} as const;

/** A login id as the main login form takes it: e-mail, mobile, aadhaar or olympiad id. */
export const loginIdField = z.string({ error: loginIdMessages.empty }).check(
  z.superRefine((value, ctx) => {
    const result = resolveLoginId(value);
    if (!result.ok) ctx.issues.push({ code: 'custom', message: result.message, input: value });
  }),
);

/** A junior's username. */
export const usernameField = z.string().check(
  z.superRefine((value, ctx) => {
    const result = resolveUsername(value);
    if (!result.ok) ctx.issues.push({ code: 'custom', message: result.message, input: value });
  }),
);

// `abort`: an empty field reports only that it is empty, not every format rule as well.
const required = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));

/** The PIN field of the main login form also takes a licence key (spec 01 §2); the server tells them apart. */
export const pinOrLicenceField = required(authMessages.pinEmpty).check(z.maxLength(64, authMessages.pinEmpty));
export const otpField = required(authMessages.otpEmpty).check(
  z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), authMessages.otpFormat),
);

/** POST v1/login with a login id and a PIN or licence key. */
export const pinLoginSchema = z.object({ login_id: loginIdField, pin: pinOrLicenceField });

/** POST v1/login from a junior: username, PIN and keepalive (spec 01 §7). */
export const juniorLoginSchema = z.object({
  login_id: usernameField,
  pin: required(authMessages.juniorPinEmpty),
  keepalive: z.boolean(),
});

/** POST v1/login after Google or Facebook sign-in (spec 01 §3, social login payload). */
export const socialLoginSchema = z.object({
  login_id: z.string().check(z.minLength(3), z.maxLength(320)),
  user_token: z.string().check(z.minLength(20), z.maxLength(8192)),
  user_name: z.optional(z.string().check(z.maxLength(200))),
  photo_url: z.optional(z.string().check(z.maxLength(2048))),
  social_domain: z.enum(['google', 'fb']),
});

type SocialLogin = z.output<typeof socialLoginSchema>;
type JuniorLogin = z.output<typeof juniorLoginSchema>;
type PinLogin = z.output<typeof pinLoginSchema>;
export type LoginRequest = SocialLogin | JuniorLogin | PinLogin;
/** The providers of social sign-in: Google and Facebook. */
export type SocialProvider = SocialLogin['social_domain'];

/**
 * POST v1/login takes three shapes; the payload says which (social fields, or a junior's
 * keepalive), and that shape's own messages are reported — not a generic "invalid union".
 */
export function loginShapeOf(raw: unknown): 'social' | 'junior' | 'pin' {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (Object.hasOwn(body, 'social_domain') || Object.hasOwn(body, 'user_token')) return 'social';
  if (Object.hasOwn(body, 'keepalive')) return 'junior';
  return 'pin';
}

const loginShapes = { social: socialLoginSchema, junior: juniorLoginSchema, pin: pinLoginSchema };

export const loginSchema = z.pipe(
  z.unknown(),
  z.transform((raw, ctx): LoginRequest => {
    const result = z.safeParse(loginShapes[loginShapeOf(raw)] as z.ZodMiniType<LoginRequest>, raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: raw } as (typeof ctx.issues)[number]);
    return z.NEVER;
  }),
);

export const forgotPinSchema = z.object({
  user_name: loginIdField,
  old_user_name: z.optional(z.string().check(z.maxLength(320))),
});
/** A name typed at sign-up: empty (where optional) or a person's name in any script, never markup (decision 0863). */
const signUpName = z.refine<string>(
  (value) => value.trim() === '' || PERSON_NAME_PATTERN.test(value.trim()),
  authMessages.nameIncorrect,
);
export const registerSchema = z.object({
  login_id: loginIdField,
  full_name: z.optional(z.string().check(z.maxLength(100), signUpName)),
});
export const otpLoginSchema = z.object({ login_id: loginIdField });
export const parentSignupSchema = z.object({
  login_id: loginIdField,
  parent_name: required(authMessages.parentName).check(z.maxLength(100), signUpName),
});
export const verifyOtpSchema = z.object({ otp: otpField, user_id: z.string().check(z.minLength(1), z.maxLength(64)) });
/**
 * POST v1/verify_mfa: the code from a staff member's authenticator app, with the opaque token of the
 * sign-in step their PIN or OTP opened (decision 570). Spaces the app shows in the code are allowed.
 */
export const verifyMfaSchema = z.object({
  mfa_token: z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/)),
  code: z.string({ error: authMessages.mfaCodeEmpty }).check(
    z.maxLength(32, authMessages.mfaCodeFormat),
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.minLength(1, { error: authMessages.mfaCodeEmpty, abort: true }),
    z.regex(new RegExp(`^\\d{${TOTP_LENGTH}}$`), authMessages.mfaCodeFormat),
  ),
});
export const userTokenSchema = z.object({ child_id: required(authMessages.childId).check(z.maxLength(64)) });
