import { courseFlags } from '#shared/content/course-flags';

/**
 * The organisation settings that change how a test runs (spec 02 §4, the summative timing rule), read
 * through this one module: the start handler asks for the caller's organisation (timing.ts), and the
 * bench simulates every setting listed here as the handlers apply it (tests/bench/item-banks.ts).
 * Today the settings are course flags (shared/content/course-flags.ts); where they are kept is this
 * module's business alone.
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

/** Every organisation setting of this test that changes its length or its stopping (none for most tests). */
export function organisationTestSettings(courseId: number, elementId: number): OrganisationTestSettings[] {
  const hold = courseFlags(courseId).submitHold;
  if (!hold || hold.elementId !== elementId) return [];
  return [{ orgIds: hold.orgIds, holdSeconds: hold.remainingSeconds }];
}

/** The settings a learner of `orgId` sits this test under. */
export function testSettingsFor(courseId: number, elementId: number, orgId: string | undefined): TestSettings {
  const own = orgId ? organisationTestSettings(courseId, elementId).find((s) => s.orgIds.includes(orgId)) : undefined;
  return own ? { holdSeconds: own.holdSeconds } : DEFAULT_TEST_SETTINGS;
}
