import type { SchoolChildLinkRequest } from '#shared/schemas/school-child-link';
import { apiCall, useApi } from '../../../lib/api-client';
import { actForChild } from '../../../lib/session';

/**
 * The parent dashboard's calls (spec 01 §7): GET/POST/PUT v1/childprofile (POST and PUT multipart,
 * for the photo), POST v1/childlicense and POST v1/usertoken.
 */
export function useChildren(enabled = true) {
  return useApi(enabled ? 'childProfiles' : null);
}

export function addChild(form: FormData) {
  return apiCall('childProfilePost', form);
}

/** POST v1/childprofile/link: a school's child, by its login card (decision 0893). */
export function linkSchoolChild(values: SchoolChildLinkRequest) {
  return apiCall('linkSchoolChild', values);
}

export function editChild(form: FormData) {
  return apiCall('childProfilePut', form);
}

export function deleteChild(childId: string) {
  return apiCall('childProfilePut', { child_id: childId, is_delete: true });
}

/** A new PIN for the child: PINs are stored hashed, so copying credentials later needs a fresh one. */
export function resetChildPin(childId: string) {
  return apiCall('childProfilePut', { child_id: childId, reset_pin: true });
}

export function updateParent(values: {
  parent_name: string;
  receiveWhatsappNotification: boolean;
  whatsappNumber: string;
}) {
  return apiCall('childProfilePost', values);
}

/**
 * Gives one of the parent's purchased licences to a child: the one named (chosen by product name),
 * or the only one the child may take. It needs the parent's own token: on the child dashboard the
 * stored calls carry the child's, so that page passes the parent's explicitly.
 */
export function applyChildLicence(
  childId: string,
  options: { licenceId?: string | null | undefined; parentToken?: string | undefined } = {},
) {
  return apiCall(
    'applyChildLicence',
    { child_id: childId, ...(options.licenceId ? { licence_id: options.licenceId } : {}) },
    undefined,
    options.parentToken ? { token: options.parentToken } : {},
  );
}

/** POST v1/usertoken: from now on calls carry the child's token (spec 01 §4), for taking its tests. */
export async function actAsChild(childId: string, childName?: string): Promise<string> {
  const { data } = await apiCall('userToken', { child_id: childId });
  actForChild(data.child_id || childId, data.token, childName);
  return data.child_id || childId;
}
