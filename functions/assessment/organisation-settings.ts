import { courseSettings, type OrgSettings } from '#shared/orgs/org-settings';
import { submitHoldSeconds } from './timing';

/**
 * The organisation settings that change how a test runs (spec 02 §4, the summative timing rule), read
 * through this one module: the start handler applies the caller's organisation's record (start.ts), and
 * the bench simulates every organisation's settings as the handler applies them (tests/bench/item-banks.ts).
 * The settings themselves are data on the organisation's record (shared/orgs/org-settings.ts, decision 0770).
 */
export interface TestSettings {
  /** Seconds that must remain at most before Submit on the last question opens, or null (no hold). */
  holdSeconds: number | null;
}

export interface OrganisationTestSettings extends TestSettings {
  /** The organisations that sit the test this way. */
  orgIds: readonly string[];
}

/** What a learner of no organisation, or of one without settings for the test, sits. */
export const DEFAULT_TEST_SETTINGS: TestSettings = { holdSeconds: null };

/** The settings a learner of an organisation with `settings` sits this test under. */
export function testSettingsOf(
  settings: OrgSettings | null | undefined,
  courseId: number,
  elementId: number,
): TestSettings {
  return { holdSeconds: submitHoldSeconds(courseSettings(settings, courseId).submitHold, elementId) };
}

/** Every organisation's setting of this test that changes its length or its stopping (none for most tests). */
export function organisationTestSettings(
  orgs: ReadonlyArray<{ orgId: string; settings?: OrgSettings | null }>,
  courseId: number,
  elementId: number,
): OrganisationTestSettings[] {
  return orgs
    .map((org) => ({ orgIds: [org.orgId], ...testSettingsOf(org.settings, courseId, elementId) }))
    .filter((s) => s.holdSeconds !== null);
}
