import type { ExportKind } from '../schemas/orgs';

/** Response data of the organisation's console (docs/organisations.md). Keys show in full only in `IssuedKeysData`. */
export interface SeatPoolView {
  seats_id: string;
  name: string;
  courses: string[];
  seats: number;
  /** Keys issued and not revoked. */
  issued: number;
  used: number;
  unused: number;
  /** Seats not yet issued as keys. */
  left: number;
  /** The last day (India date) the seats run. */
  expires_on: string;
  expired: boolean;
  /** Runs out within 30 days. */
  expiring: boolean;
}

export interface OrgOverviewData {
  org_id: string;
  org_name: string;
  kind: 'school' | 'company' | null;
  pools: SeatPoolView[];
  totals: { seats: number; issued: number; used: number; unused: number; left: number };
  /** The latest first uses of the organisation's keys. */
  recent: Array<{ key: string; login_id: string | null; used_at: string; seats_name: string | null }>;
}

export type KeyStateView = 'unused' | 'used' | 'revoked';

export interface OrgKeyRow {
  key_id: string;
  /** Masked: `FLU-••••-••••-••••-7K2Q`. */
  key: string;
  seats_id: string | null;
  seats_name: string | null;
  state: KeyStateView;
  /** Its seats ran out. */
  expired: boolean;
  holder: string | null;
  used_at: string | null;
  issued_at: string | null;
  revoked_at: string | null;
}

export interface OrgKeysData {
  keys: OrgKeyRow[];
  /** The next page's cursor, or null on the last page. */
  next: string | null;
}

export interface IssuedKeysData {
  seats_id: string;
  seats_name: string;
  expires_on: string;
  /** The keys in full, shown once: nothing keeps them in clear after this answer. */
  keys: Array<{ key: string; key_id: string }>;
  left: number;
}

export interface RevokedKeyData {
  key: OrgKeyRow;
}

export interface OrgPersonRow {
  user_id: string;
  name: string | null;
  login_id: string;
  joined_at: string;
  key: string | null;
  seats_name: string | null;
  access: 'active' | 'ended';
  progress: Array<{ course_id: number; course_title: string; percent: number; closes_on: string | null }>;
  /** The latest levelled test's levels (1–12), null where it did not measure one. */
  levels: SkillLevels;
  certificates: Array<{ course_name: string; issued_on: string }>;
}

export interface OrgPeopleData {
  people: OrgPersonRow[];
  next: string | null;
}

export interface OrgExportData {
  export_id: string;
  kind: ExportKind;
  state: 'running' | 'ready' | 'failed';
  rows: number;
  /** A short-lived link to the CSV file, once it is ready. */
  url: string | null;
  created_at: string;
}

export interface OrgResponses {
  orgOverview: OrgOverviewData;
  orgKeys: OrgKeysData;
  orgIssueKeys: IssuedKeysData;
  orgRevokeKey: RevokedKeyData;
  orgPeople: OrgPeopleData;
  orgStartExport: OrgExportData;
  orgExport: OrgExportData;
}

/** Levels out of 12, overall and per skill, as the console shows them (People, a class's results). */
export interface SkillLevels {
  overall: number | null;
  reading: number | null;
  writing: number | null;
  listening: number | null;
  speaking: number | null;
}
