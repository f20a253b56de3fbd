/**
 * The words of the coach intake's answers (spec 02 §3 Coach intake: user_role 0 to 4, user_skill 0 to
 * 2; the spec gives numbers only, the words are ours). The learner picks them in the intake form and
 * the coach reads them in the workspace, so both use this one list.
 */
export const intakeRoles = [
  'A first job or internship',
  'A specialist role (engineer, analyst, designer…)',
  'A team lead role',
  'A manager role',
  'A senior leadership role',
] as const;
export const intakeSkills = [
  'I find it hard to answer in English',
  'I can answer, but not with confidence',
  'I answer confidently and want polish',
] as const;

/** The answers as the coach reads them. */
export interface IntakeAnswers {
  background: string;
  role: string;
  skill: string;
}

export function intakeAnswers(stored: { background: string; role: number; skill: number }): IntakeAnswers {
  return {
    background: stored.background,
    role: intakeRoles[stored.role] ?? String(stored.role),
    skill: intakeSkills[stored.skill] ?? String(stored.skill),
  };
}
