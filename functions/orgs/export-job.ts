import type { ExportKind } from '#shared/schemas/orgs';

/** What the export job (./export-worker.ts) is asked to build, as ./exports.ts starts it, and where its file goes. */
export interface ExportJob {
  orgId: string;
  exportId: string;
  kind: ExportKind;
  /** Results: one class, or every class of the school; certificates: the class. */
  classId?: string;
  /** Results: the olympiad's test (its element id). */
  test?: number;
  /** The site the certificates made on the way verify at (./export-worker.ts). */
  siteUrl?: string;
}

export const exportObjectKey = (job: ExportJob): string =>
  `org-exports/${job.orgId}/${job.exportId}.${job.kind === 'certificates' ? 'zip' : 'csv'}`;
