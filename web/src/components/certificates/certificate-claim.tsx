import { useState } from 'react';
import type { CertificateData } from '#shared/api/contract-certificates';
import { certificateMessages } from '#shared/schemas/certificates';
import { Button } from '../ui/button';
import { ErrorAlert } from '../ui/error-alert';
import { Icon } from '../ui/icons';
import { TextField } from '../ui/text-field';
import { useAction } from '../../hooks/use-action';
import { track } from '../../lib/analytics';
import { apiCall } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import styles from './certificate-claim.module.css';

/**
 * Spec 02 §4 certificate flow (the completion popup of a final test, and the course page once the
 * course is complete, decision 0440): confirm the full name as it
 * should appear, then the certificate is made; its download, its public verification page and
 * 'add to professional network' follow.
 */
export function CertificateClaim({ courseId }: { courseId: number }) {
  const session = useSession();
  const [name, setName] = useState(session?.userDetails.full_name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [cert, setCert] = useState<CertificateData | null>(null);
  const claim = useAction(
    async (fullname: string) => (await apiCall('customCertificate', { fullname, course_id: courseId })).data[0] ?? null,
  );

  const onClaim = async () => {
    if (!name.trim()) return setNameError(certificateMessages.nameRequired);
    setNameError(undefined);
    const issued = await claim.run(name.trim());
    if (issued) setCert(issued);
  };

  if (cert) {
    return (
      <div className={styles.links}>
        {cert.cert_url ? (
          <a
            className={styles.linkRow}
            href={cert.cert_url}
            target="_blank"
            rel="noreferrer"
            onClick={() => track('certificate_download', { cert_id: cert.cert_id })}
          >
            <Icon name="download" size={18} />
            Download your certificate
          </a>
        ) : null}
        <a className={styles.linkRow} href={cert.verify_url} target="_blank" rel="noreferrer">
          <Icon name="check" size={18} />
          See its verification page
        </a>
        <a className={styles.linkRow} href={cert.add_to_linkedin} target="_blank" rel="noreferrer">
          <Icon name="external" size={18} />
          Add to your LinkedIn profile
        </a>
      </div>
    );
  }
  return (
    <div className={styles.links}>
      <p>Your certificate shows your name as you write it here. Please check it first.</p>
      <TextField
        name="certificate-name"
        label="Full name on the certificate"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        autoComplete="name"
      />
      <Button onClick={() => void onClaim()} busy={claim.pending}>
        Get my certificate
      </Button>
      {claim.error ? <ErrorAlert error={claim.error} /> : null}
    </div>
  );
}
