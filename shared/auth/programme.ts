/**
 * The single-sign-on programme partner (spec 01 §2, 02 §6): "a login id that contains a certain
 * programme marker". The marker is not given; ours is `prog_`, in any letter case (docs/decisions.md).
 * Its users see a short menu, and no score panel — the web and the API read the same rule.
 */
export const PARTNER_PROGRAMME_MARKER = 'prog_';

export function isProgrammeLoginId(loginId: string): boolean {
  return loginId.toLowerCase().includes(PARTNER_PROGRAMME_MARKER);
}
