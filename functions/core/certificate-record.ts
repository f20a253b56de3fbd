/**
 * A certificate as kept under its user (`CERT#<id>`, spec 01 §2): written when one is issued, read by the history and
 * a child's score.
 */
export interface StoredCertificate {
  certId: string;
  certName: string;
  courseName: string;
  /** India date of the attempt the certificate is for. */
  attemptDate: string;
  fileKey?: string;
  linkedinOrgId?: string;
}
