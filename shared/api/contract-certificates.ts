/** Certificate data (spec 02 §3 Certificate, §7 customcertificate). Referenced from `ResponseData` in contract.ts. */
export interface CertificateData {
  cert_id: string;
  /** A short-lived link to the PDF. */
  cert_url: string | null;
  /** The public verification page, also in the PDF's QR code. */
  verify_url: string;
  /** Spec 02 §2: 'add to professional network' (LinkedIn's add-certification link). */
  add_to_linkedin: string;
  name: string;
  course_name: string;
}

/** GET v1/certificate/{certId}: only what the certificate states, for anyone with its id. */
export interface VerifiedCertificate {
  cert_id: string;
  name: string;
  course_name: string;
  issued_on: string;
  levels: { overall: number | null; R: number | null; W: number | null; L: number | null; S: number | null };
  band: string | null;
  org_name: string | null;
  /** An olympiad's certificate of participation: the class percentile it states, when the rules allowed one. */
  participation: { percentile: number | null; grade: number | null } | null;
}
