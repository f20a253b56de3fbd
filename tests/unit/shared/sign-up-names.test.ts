import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parentSignupSchema, registerSchema } from '#shared/schemas/auth';

/** Names typed at sign-up are people's names in any script, never markup (decision 0863). */
const login_id = '9876543210';
const register = (full_name: string) => z.safeParse(registerSchema, { login_id, full_name });
const parent = (parent_name: string) => z.safeParse(parentSignupSchema, { login_id, parent_name });

describe('names at sign-up', () => {
  it('refuse HTML and script in either form', () => {
    for (const name of [
      '<b>Asha</b>',
      'Asha<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'Asha & Co',
      '"Asha"',
    ]) {
      expect(register(name).success, name).toBe(false);
      expect(parent(name).success, name).toBe(false);
      expect(parent(name).error?.issues[0]?.message).toBe('Incorrect name.');
    }
  });

  it('take names in any script, with dots, apostrophes and hyphens, and an empty optional name', () => {
    for (const name of ['Asha K.', "D'Souza", 'Mary-Ann', 'अनन्या शर्मा', 'ಅನನ್ಯ', 'Ng’ang’a']) {
      expect(register(name).success, name).toBe(true);
      expect(parent(name).success, name).toBe(true);
    }
    expect(register('').success).toBe(true);
    expect(parent('').success).toBe(false);
  });
});
