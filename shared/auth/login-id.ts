/**
 * Login id resolution (spec 01 §4, §5): spaces are stripped, then the id is an e-mail, a 10-digit
 * mobile number, a 12-digit aadhaar number, another numeric olympiad id, or (junior sign-in only)
 * a username. Each failure is the spec's message, verbatim; the web form and the server both call
 * this, so they always agree.
 */
export type LoginIdKind = 'email' | 'phone' | 'aadhar_num' | 'olympiad' | 'username';

export type LoginIdResult = { ok: true; kind: LoginIdKind; value: string } | { ok: false; message: string };

export const loginIdMessages = {
  empty: 'Please enter a valid email or mobile number',
  aadhaar: 'Please enter valid aadhaar number',
  mobile: 'Please enter a valid mobile number',
  numericLength: 'Please enter a 10-digit mobile number or Olympiad ID',
  email: 'Please enter a valid email',
  usernameEmpty: 'Please enter Username',
  username: 'Please enter a valid username',
  pinEmpty: 'Please enter pin',
} as const;

/** The shared e-mail pattern (spec 01 §5, "standard pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Junior usernames: letters and digits, 3 to 32 (spec 01 §5: "alphanumeric only"). */
export const USERNAME_PATTERN = /^[a-z0-9]{3,32}$/i;

export function resolveLoginId(raw: string): LoginIdResult {
  const id = raw.replace(/\s+/g, '');
  if (!id) return { ok: false, message: loginIdMessages.empty };
  if (/^\d+$/.test(id)) return resolveNumeric(id);
  if (!EMAIL_PATTERN.test(id)) return { ok: false, message: loginIdMessages.email };
  return { ok: true, kind: 'email', value: id.toLowerCase() };
}

function resolveNumeric(id: string): LoginIdResult {
  if (id.length === 12) {
    return isValidAadhaar(id)
      ? { ok: true, kind: 'aadhar_num', value: id }
      : { ok: false, message: loginIdMessages.aadhaar };
  }
  if (id.length === 10) {
    const first = Number(id[0]);
    if (first >= 6) return { ok: true, kind: 'phone', value: id };
    // The one exception for a leading 1: olympiad ids are issued as 10-digit numbers from 1000000000.
    if (first === 1) return { ok: true, kind: 'olympiad', value: id };
    return { ok: false, message: loginIdMessages.mobile };
  }
  if (id.length === 16) return { ok: true, kind: 'olympiad', value: id };
  return { ok: false, message: loginIdMessages.numericLength };
}

/** Junior sign-in takes a username instead (spec 01 §5, junior login). */
export function resolveUsername(raw: string): LoginIdResult {
  const id = raw.replace(/\s+/g, '');
  if (!id) return { ok: false, message: loginIdMessages.usernameEmpty };
  if (!USERNAME_PATTERN.test(id)) return { ok: false, message: loginIdMessages.username };
  return { ok: true, kind: 'username', value: id.toLowerCase() };
}

/**
 * Aadhaar numbers never start with 0 or 1 and end in a Verhoeff check digit, so a mistyped digit
 * or two swapped digits are caught before the request is sent.
 */
export function isValidAadhaar(id: string): boolean {
  if (!/^[2-9]\d{11}$/.test(id)) return false;
  return verhoeffValid(id);
}

export function verhoeffValid(id: string): boolean {
  let c = 0;
  const digits = id.split('').reverse().map(Number);
  for (let i = 0; i < digits.length; i++) c = verhoeffD[c]![verhoeffP[i % 8]![digits[i]!]!]!;
  return c === 0;
}

const verhoeffD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
// Row i of the permutation table is the first permutation applied i times.
const verhoeffP1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const verhoeffP = Array.from({ length: 8 }, (_, i) =>
  Array.from({ length: 10 }, (_, j) => {
    let v = j;
    for (let k = 0; k < i; k++) v = verhoeffP1[v]!;
    return v;
  }),
);
