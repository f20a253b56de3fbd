import type { SkillLevels } from './contract-orgs';

/** Response data of a school's classes in the organisation's console (docs/organisations.md, "Classes"). */
export interface SchoolClassRow {
  class_id: string;
  grade: number;
  section: string;
  teacher: string;
  children: number;
  created_at: string;
}

export interface SchoolClassesData {
  classes: SchoolClassRow[];
}

/** The school's attestation that the parents consented, recorded with each registration (decision 0800). */
export interface ClassAttestation {
  attested_by: string;
  attested_at: string;
  notice_version: string;
  children: number;
}

export interface ClassChildRow {
  child_id: string;
  name: string;
  login_id: string;
  registered_at: string;
}

export interface SchoolClassData {
  class: SchoolClassRow;
  attestations: ClassAttestation[];
  children: ClassChildRow[];
}

/** One row of the file the preview or the registration could not take, by its line in the file. */
export interface RosterProblem {
  line: number;
  name: string;
  reason: string;
}

export interface RosterPreviewData {
  /** Rows after the heading line. */
  rows: number;
  /** Rows that would be registered. */
  good: number;
  problems: RosterProblem[];
  duplicates: RosterProblem[];
}

export interface RosterRegisteredData extends RosterPreviewData {
  registered: number;
  /** The login cards of the children just registered, a PDF in base64: their PINs are in it and nowhere else. */
  cards_pdf: string;
  file_name: string;
}

export interface ChildPinResetData {
  child_id: string;
  /** The child's new login card (a one-card PDF, base64): the old PIN no longer signs in. */
  card_pdf: string;
  file_name: string;
}

/** One of the olympiad's tests a class's results are shown for. */
export interface ClassTest {
  element_id: number;
  name: string;
  kind: 'practice' | 'final';
}

export type ClassResultStatus = 'not_started' | 'in_progress' | 'finished';

/** A child's result in one test (docs/organisations.md, "Class results"). */
export interface ClassResultRow {
  child_id: string;
  name: string;
  login_id: string;
  status: ClassResultStatus;
  /** The percentage of the latest finished sitting. */
  score_percent: number | null;
  /** Levels out of 12 of the latest finished sitting of a levelled test; null where the test does not measure one. */
  levels: SkillLevels;
  /** The final test only: the share of the children of the same class (grade) in the olympiad who scored below. */
  percentile: number | null;
  finished_at: string | null;
  /** The final test only: the certificate of participation, once made (a link of a few minutes). */
  certificate_url: string | null;
}

export interface ClassResultsData {
  tests: ClassTest[];
  test: ClassTest;
  counts: Record<ClassResultStatus, number>;
  /** Why no percentile shows yet (too few results in the class's grade). */
  percentile_note: string | null;
  rows: ClassResultRow[];
}

export interface SchoolResponses {
  orgClasses: SchoolClassesData;
  orgCreateClass: { class: SchoolClassRow };
  orgClass: SchoolClassData;
  orgPreviewRoster: RosterPreviewData;
  orgRegisterRoster: RosterRegisteredData;
  orgResetChildPin: ChildPinResetData;
  orgClassResults: ClassResultsData;
}
