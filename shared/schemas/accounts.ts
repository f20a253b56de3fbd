import * as z from 'zod/mini';
import { loginIdField, otpField } from './auth';
import {
  MOBILE_6_TO_9,
  MOBILE_7_TO_9,
  emailField,
  flagField,
  nameField,
  oneOf,
  optionalFlag,
  optionalOneOf,
  optionalPattern,
  optionalWholeNumber,
  requiredText,
  whatsappIssues,
  whatsappNumberField,
  wholeNumberField,
  wholeNumberIssue,
  withCrossFieldRules,
  type WholeNumberMessages,
} from './form-fields';
import { EMAIL_PATTERN } from '../auth/login-id';

/**
 * Request schemas of the account calls (spec 01 §7) with the messages of spec 01 §5, shared by the
 * web forms and the handlers. Field names are the spec's wire names.
 *
 * The two WhatsApp readings (spec 01 §5, §9): the onboarding form takes 10 digits starting 6-9, the
 * profile form (and the child form's parent WhatsApp, family.ts) 10 digits starting 7-9.
 */
export const accountMessages = {
  // Profile form
  nameRequired: 'Name is required',
  nameAlphabets: 'Name should only contain alphabets',
  ageNumeric: 'Age should be numeric',
  ageMin: 'Age should be greater than 0',
  ageMax: 'Age should be less than 100',
  phoneInvalid: 'Phone number is not valid',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email id is required',
  emailInvalid: 'Email id is not valid',
  userTypeRequired: 'Please tell us about yourself',
  childAgeMin: 'Child age should be at least 1',
  childAgeMax: 'Child age should be less than 18',
  childAgeEmpty: 'Please add age or remove field',
  childAgesTooMany: 'You can add up to 8 children.',
  otpEmpty: 'Please enter OTP.',
  // Coach-call update (POST v1/user_profile)
  coachPhone: 'Please enter a valid mobile number',
  coachEmail: 'Please enter your email.',
  coachName: 'Please enter your full name.',
  // Onboarding
  backgroundRequired: 'Your background is required',
  parentChoiceRequired: 'Please fill out this field',
  whatsappChoiceRequired: 'Whatsapp Notification is required',
  whatsappRequired: 'Whatsapp number required',
  whatsappInvalid: 'Incorrect mobile number',
  subscribeRequired: 'Notification is required',
  onboardingEmailInvalid: 'Incorrect email id',
  onboardingNameRequired: 'Name is required.',
  onboardingNameInvalid: 'Incorrect name.',
  // Other (spec 01 §5 gives no message for these)
  purposeOtherRequired: 'Please tell us your purpose',
  choiceRequired: 'Please fill out this field',
  licenceKeyRequired: 'Please enter a licence key',
  secondaryIdRequired: 'Please send an OTP to the other account first.',
} as const;

// The texts live in a module without zod, so a function that only answers with one of them does
// not bundle the account schemas (docs/performance.md).
export { accountTexts } from './account-texts';

/** Spec 01 §3, profile user types. */
export const userTypes = [
  'Working Professional',
  'Competitive Exam Aspirant',
  'Job Seeker',
  'Teacher/Trainer',
  'Student',
  'Homemaker',
  'Retired Personnel',
  'Others',
] as const;
export type ProfileUserType = (typeof userTypes)[number];

/** Spec 01 §3: "a goal list of nine reasons" whose wording is not shown; 'Others' takes free text. */
export const primaryPurposes = [
  'Improve my spoken English',
  'Grow in my career',
  'Prepare for a job interview',
  'Prepare for a competitive exam',
  'Prepare for IELTS or another English test',
  'Study or work abroad',
  'Help my child learn English',
  'Teach English better',
  'Others',
] as const;
export type PrimaryPurpose = (typeof primaryPurposes)[number];

export const genders = { M: 'Male', F: 'Female', T: 'Transgender', O: 'Rather not say' } as const;
export type Gender = keyof typeof genders;

/** Spec 01 §9: at most 8 children ages (the add button hides when 7 are present). */
export const MAX_CHILDREN = 8;

const ageMessages: WholeNumberMessages = {
  numeric: accountMessages.ageNumeric,
  min: [1, accountMessages.ageMin],
  max: [99, accountMessages.ageMax],
};

const childAgeMessages: WholeNumberMessages = {
  empty: accountMessages.childAgeEmpty,
  numeric: accountMessages.ageNumeric,
  min: [1, accountMessages.childAgeMin],
  max: [17, accountMessages.childAgeMax],
};

/** One child's age in the profile form's age list. */
export const childAgeField = wholeNumberField(childAgeMessages);

/** The message for one child age as typed, or undefined (the web checks each row of the list). */
export function childAgeIssue(value: string): string | undefined {
  return wholeNumberIssue(value, childAgeMessages);
}

/** childrenAge: a comma-joined list (or an array) of 1 to 8 ages, each 1 to 17. */
export const childrenAgeField = z.optional(
  z.pipe(
    z.union([z.string(), z.array(z.union([z.string(), z.number()]))]),
    z.transform((raw, ctx): number[] => {
      const parts = Array.isArray(raw) ? raw.map(String) : raw.trim() === '' ? [] : raw.split(',');
      if (parts.length > MAX_CHILDREN) {
        ctx.issues.push({ code: 'custom', message: accountMessages.childAgesTooMany, input: raw });
        return z.NEVER;
      }
      const ages: number[] = [];
      for (const part of parts) {
        const issue = childAgeIssue(part);
        if (issue) {
          ctx.issues.push({ code: 'custom', message: issue, input: raw });
          return z.NEVER;
        }
        ages.push(Number(part.trim()));
      }
      return ages;
    }),
  ),
);

export const ageField = optionalWholeNumber(ageMessages);
export const profilePhoneField = optionalPattern(MOBILE_6_TO_9, accountMessages.phoneInvalid);
export const userTypeField = oneOf(userTypes, accountMessages.userTypeRequired);
export const genderField = z.optional(
  z.pipe(
    z.string(),
    z.transform((v, ctx): Gender | undefined => {
      if (v === '') return undefined;
      // Own keys only: `'constructor' in genders` is true too.
      if (Object.hasOwn(genders, v)) return v as Gender;
      ctx.issues.push({ code: 'custom', message: 'Please choose a gender from the list', input: v });
      return z.NEVER;
    }),
  ),
);

/** POST v3/user_profile: the profile form (spec 01 §5). */
export const profileSchema = withCrossFieldRules(
  z.object({
    full_name: nameField(accountMessages.nameRequired, accountMessages.nameAlphabets),
    age: ageField,
    gender: genderField,
    phone: profilePhoneField,
    email: emailField(accountMessages.emailRequired, accountMessages.emailInvalid),
    user_type: userTypeField,
    primary_purpose: optionalOneOf(primaryPurposes, 'Please choose a purpose from the list'),
    primary_purpose_other: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    isParent: optionalFlag(),
    childrenAge: childrenAgeField,
    receiveWhatsappNotification: optionalFlag(),
    whatsappNumber: whatsappNumberField,
    isSubscribe: optionalFlag(),
    /** Accepted for the wire's sake; only verifyOTP marks a mobile verified. */
    isMobVerified: optionalFlag(),
  }),
  (body) => [
    ...whatsappIssues(body, {
      pattern: MOBILE_7_TO_9,
      required: accountMessages.whatsappRequired,
      invalid: accountMessages.whatsappInvalid,
    }),
    ...(body.primary_purpose === 'Others' && !String(body.primary_purpose_other ?? '').trim()
      ? [
          {
            code: 'custom' as const,
            message: accountMessages.purposeOtherRequired,
            input: body.primary_purpose_other,
            path: ['primary_purpose_other'],
          },
        ]
      : []),
  ],
);

/** POST v1/onboarding: everything the five steps collected, saved at the end (spec 01 §4). */
export const onboardingSchema = withCrossFieldRules(
  z.object({
    user_type: oneOf(userTypes, accountMessages.backgroundRequired),
    isParent: flagField(accountMessages.parentChoiceRequired),
    childrenAge: childrenAgeField,
    receiveWhatsappNotification: flagField(accountMessages.whatsappChoiceRequired),
    whatsappNumber: whatsappNumberField,
    isSubscribe: flagField(accountMessages.subscribeRequired),
    phone: optionalPattern(MOBILE_6_TO_9, accountMessages.whatsappInvalid),
    email: optionalPattern(EMAIL_PATTERN, accountMessages.onboardingEmailInvalid, (v) => v.toLowerCase()),
    full_name: nameField(accountMessages.onboardingNameRequired, accountMessages.onboardingNameInvalid),
  }),
  (body) =>
    whatsappIssues(body, {
      pattern: MOBILE_6_TO_9,
      required: accountMessages.whatsappRequired,
      invalid: accountMessages.whatsappInvalid,
    }),
);

/** POST v1/user_profile, the older profile call (and the coach-call update, spec 01 §5). */
export const legacyProfileSchema = z.object({
  phone: requiredText(accountMessages.coachPhone, 10).check(z.regex(MOBILE_6_TO_9, accountMessages.coachPhone)),
  email: emailField(accountMessages.coachEmail, accountMessages.emailInvalid),
  full_name: nameField(accountMessages.coachName, accountMessages.nameAlphabets),
  is_olympiad: optionalFlag(),
  isCoachCall: optionalFlag(),
});

/** POST v1/updateuserrole: the coach intake answers (spec 02 §3: user_role 0 to 4, user_skill 0 to 2). */
export const userRoleSchema = z.object({
  user_background: requiredText(accountMessages.choiceRequired, 200),
  user_role: wholeNumberField({
    numeric: accountMessages.choiceRequired,
    min: [0, accountMessages.choiceRequired],
    max: [4, accountMessages.choiceRequired],
  }),
  user_skill: wholeNumberField({
    numeric: accountMessages.choiceRequired,
    min: [0, accountMessages.choiceRequired],
    max: [2, accountMessages.choiceRequired],
  }),
});

/** POST v1/sendOTP: verify a mobile number of the profile. */
export const sendMobileOtpSchema = z.object({
  mobile: requiredText(accountMessages.phoneRequired, 10).check(z.regex(MOBILE_6_TO_9, accountMessages.phoneInvalid)),
});

/** POST v1/verifyOTP. */
export const verifyMobileOtpSchema = z.object({ otp: otpField });

/**
 * POST v1/becomeparent: an adult learner who wants to add a child proves a mobile number by OTP,
 * as the parent sign-up does; POST v1/becomeparent/verify spends the code (docs/decisions.md).
 * @alias the profile's mobile check, named for this route
 */
export const becomeParentSchema = sendMobileOtpSchema;
/** @alias */
export const becomeParentVerifySchema = verifyMobileOtpSchema;

export const updateSubscribeSchema = z.object({ isSubscribe: flagField(accountMessages.subscribeRequired) });

/** POST v1/licenses. */
export const licenceKeySchema = z.object({
  license_key: requiredText(accountMessages.licenceKeyRequired, 64).check(
    z.regex(/^[A-Za-z0-9-]+$/, 'This licence key is not valid. Please check it with your organisation.'),
  ),
});

export const checkSpeechSchema = z.object({ speech_is_on: flagField(accountMessages.choiceRequired) });
export const checkNotifySchema = z.object({ notify_is_on: flagField(accountMessages.choiceRequired) });

/** POST v1/micTest: the result of the settings echo test (the payload is not shown in the spec). */
export const micTestSchema = z.object({ success: flagField(accountMessages.choiceRequired) });

/** POST v1/notifications: mark some (or, without ids, all) notifications read. */
export const readNotificationsSchema = z.object({
  ids: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(100))),
});

/** POST v1/sendotp: an OTP to the other account of a merge. */
export const mergeSendOtpSchema = z.object({ user_name: loginIdField });

/** POST v1/mergeuser: the other account's id (from sendotp) and its OTP. */
export const mergeUserSchema = z.object({
  secondary_id: requiredText(accountMessages.secondaryIdRequired, 64),
  otp: otpField,
});

export type ProfileRequest = z.output<typeof profileSchema>;
export type OnboardingRequest = z.output<typeof onboardingSchema>;
