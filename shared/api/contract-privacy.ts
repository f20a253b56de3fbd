/**
 * Response data of the children's-data calls (docs/security.md, "Children's data"). Referenced from
 * `ResponseData` in contract.ts.
 */

/** A data download (POST and GET v1/privacy/export). `url` is a presigned link that expires at `expires_at`. */
export interface ExportData {
  status: 'none' | 'building' | 'ready' | 'failed';
  requested_at: string | null;
  ready_at: string | null;
  url: string | null;
  expires_at: string | null;
}

/** A child's consent as the parent sees it. */
export interface ConsentView {
  given_at: string;
  notice_version: string;
  /** How the parent was proven when they agreed: 'phone' (a verified number), 'email', or 'account'. */
  via: 'phone' | 'email' | 'account';
  withdrawn_at: string | null;
}

/** GET v1/privacy/children: each child with its consent, and the deleted ones still in their undo window. */
export interface PrivacyChildrenData {
  children: Array<{ child_id: string; child_name: string; consent: ConsentView | null }>;
  deleted: Array<{ child_id: string; child_name: string; erase_after: string }>;
}

/** GET v1/privacy/status, and the answers of deleting and restoring an account. */
export interface AccountDeletionData {
  /** When the account will be erased, while it is set to be deleted; null otherwise. */
  erase_after: string | null;
}

/** POST v1/privacy/delete_account_code: where the code went (masked). */
export interface DeletionCodeData {
  sent_to: string;
  resend_after: number;
}

export interface PrivacyResponses {
  privacyChildren: PrivacyChildrenData;
  restoreChild: { child_id: string };
  withdrawConsent: { child_id: string; erase_after: string };
  privacyStatus: AccountDeletionData;
  deleteAccountCode: DeletionCodeData;
  deleteAccount: AccountDeletionData;
  restoreAccount: AccountDeletionData;
  startExport: ExportData;
  exportStatus: ExportData;
}
