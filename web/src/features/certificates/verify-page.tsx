import { useParams } from 'react-router-dom';
import { Logo } from '../../components/ui/logo';
import { Skeleton } from '../../components/ui/skeleton';
import { useApi } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { isApiError } from '../../lib/api-error';
import styles from './verify.module.css';

const skills = [
  ['R', 'Reading'],
  ['W', 'Writing'],
  ['L', 'Listening'],
  ['S', 'Speaking'],
] as const;

/**
 * /verify/{certId}: the public page a certificate's QR code and URL open (no sign-in). It shows
 * what the certificate states and nothing else; an unknown or altered id is 'not found'.
 */
export function VerifyCertificatePage() {
  const { certId = '' } = useParams();
  const { data, error } = useApi('verifyCertificate', undefined, { certId }, { shouldRetryOnError: false });
  const notFound = error && isApiError(error) && error.code === 404;
  return (
    <div className={styles.page}>
      <title>Certificate verification · Fluentia</title>
      <Logo />
      {data ? (
        <section className={styles.card} aria-labelledby="verified">
          <p className={styles.badge}>✓ Verified certificate</p>
          <h1 id="verified" className={styles.name}>
            {data.name}
          </h1>
          <p>
            {data.participation ? 'took part in' : 'completed'} <strong>{data.course_name}</strong>
            {data.org_name ? ` with ${data.org_name}` : ''} on {formatDay(data.issued_on)}.
          </p>
          <p className={styles.overall}>
            {data.levels.overall === null
              ? 'Overall level: not measured'
              : `Overall level ${data.levels.overall} of 12${data.band ? ` (${data.band})` : ''}`}
          </p>
          {data.participation?.percentile != null && data.participation.grade != null ? (
            <p>
              Better than {data.participation.percentile}% of the children of Class {data.participation.grade} on the
              day.
            </p>
          ) : null}
          <dl className={styles.levels}>
            {skills
              .filter(([k]) => data.levels[k] !== null)
              .map(([k, label]) => (
                <div key={k}>
                  <dt>{label}</dt>
                  <dd>{`${data.levels[k]} / 12`}</dd>
                </div>
              ))}
          </dl>
          <p className={styles.id}>Certificate {data.cert_id}</p>
        </section>
      ) : error ? (
        <section className={styles.card}>
          <h1 className={styles.name}>{notFound ? 'Certificate not found' : 'We could not check this certificate'}</h1>
          <p>
            {notFound
              ? 'No Fluentia certificate has this number. Please check the link or the number on the certificate.'
              : 'Please try again in a moment.'}
          </p>
        </section>
      ) : (
        <section className={styles.card}>
          <h1 className="visually-hidden">Checking the certificate</h1>
          <Skeleton height={180} />
        </section>
      )}
    </div>
  );
}
