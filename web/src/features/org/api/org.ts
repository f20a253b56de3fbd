import type { KeyFilter, ExportKind } from '#shared/schemas/orgs';
import { apiCall, useApi } from '../../../lib/api-client';

/** The calls of the organisation's console (docs/organisations.md): every answer is the admin's own organisation's. */
export function useOverview() {
  return useApi('orgOverview');
}

export function useKeys(state: KeyFilter, search: string, cursor: string | undefined) {
  return useApi('orgKeys', {
    state,
    ...(search ? { search } : {}),
    ...(cursor ? { cursor } : {}),
  });
}

/** One press of Issue: the client sends it again after a lost answer under the same idempotency key, never twice. */
export function issueKeys(seatsId: string, count: number) {
  return apiCall('orgIssueKeys', { seats_id: seatsId, count });
}

export function revokeKey(keyId: string) {
  return apiCall('orgRevokeKey', { key_id: keyId });
}

export function usePeople(search: string, cursor: string | undefined) {
  return useApi('orgPeople', { ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
}

/** What to export: people or keys; a school's results of a test (a class's or all) or a class's certificates. */
export interface ExportRequest {
  kind: ExportKind;
  class_id?: string;
  test?: number;
}

export function startExport(request: ExportRequest) {
  return apiCall('orgStartExport', request);
}

/** An export, asked again every 2 seconds while its file is being made. */
export function useExport(exportId: string | null) {
  return useApi(exportId ? 'orgExport' : null, undefined, exportId ? { exportId } : undefined, {
    refreshInterval: (data) => (data?.state === 'running' ? 2000 : 0),
  });
}

/** A school's classes (docs/organisations.md, "Classes"). */
export function useClasses() {
  return useApi('orgClasses');
}

export function createClass(input: { grade: number; section: string; teacher: string }) {
  return apiCall('orgCreateClass', input);
}

export function useSchoolClass(classId: string) {
  return useApi('orgClass', undefined, { classId });
}

/** What registering the file would do, row by row: nothing is written. */
export function previewRoster(classId: string, file: string) {
  return apiCall('orgPreviewRoster', { file }, { classId });
}

export function registerRoster(classId: string, file: string) {
  return apiCall('orgRegisterRoster', { file, attest: true }, { classId });
}

export function resetChildPin(classId: string, childId: string) {
  return apiCall('orgResetChildPin', {}, { classId, childId });
}

/** The class's results in one of the olympiad's tests (the final test when none is chosen). */
export function useClassResults(classId: string, test: number | undefined) {
  return useApi('orgClassResults', test === undefined ? {} : { test }, { classId });
}
