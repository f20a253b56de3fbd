import { randomBytes } from 'node:crypto';

/**
 * A new licence key's text (docs/organisations.md, "Keys"): `FLU-` and four groups of four characters
 * of Crockford's base32 (no I, L, O or U, so nothing reads as another letter or a digit), 80 random bits:
 * `FLU-7K2Q-M9XD-3HNB-WZ4T`. Guessing one is hopeless, and every try at sign-in counts on the lockout.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function newKeyText(): string {
  const bytes = randomBytes(10); // 80 bits, 5 to a character
  let bits = 0;
  let value = 0;
  const chars: string[] = [];
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff; // only the bits not yet used matter (at most 12)
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      chars.push(ALPHABET[(value >> bits) & 31]!);
    }
  }
  const groups = Array.from({ length: GROUPS }, (_, g) =>
    chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join(''),
  );
  return ['FLU', ...groups].join('-');
}
