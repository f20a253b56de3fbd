/** The four skills (spec 02 §1: codes R, W, L, S) and the course fields written with '|'. */
export type SkillCode = 'R' | 'W' | 'L' | 'S';

export const skillNames: Record<SkillCode, string> = { R: 'Reading', W: 'Writing', L: 'Listening', S: 'Speaking' };
export const skillCodes = Object.keys(skillNames) as SkillCode[];

/** Splits a field the spec separates with a vertical bar ('R|W', 'outcome one|outcome two'). */
export function splitPipe(value: string | null | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The skills of a course's `domain` field, unknown codes dropped, each once, in R W L S order. */
export function courseSkills(domain: string | null | undefined): SkillCode[] {
  const codes = new Set(splitPipe(domain).map((code) => code.toUpperCase()));
  return skillCodes.filter((code) => codes.has(code));
}
