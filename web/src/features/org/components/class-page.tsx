import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatShortDateTime } from '../../../lib/dates';
import { useSchoolClass } from '../api/org';
import { ClassChildren } from './class-children';
import { ClassResults } from './class-results';
import { RosterUpload } from './roster-upload';
import own from './classes.module.css';
import styles from './org.module.css';

/**
 * /org/classes/:classId (docs/organisations.md, "Classes"): the class, the school's consent
 * attestations recorded with each registration, registering children from a file, their results in
 * the olympiad's tests, and the children with their login ids (a new PIN and card for one child).
 */
export function ClassPage() {
  const { classId = '' } = useParams();
  const { data, error, mutate } = useSchoolClass(classId);
  const title = data ? `Class ${data.class.grade} ${data.class.section}` : 'Class';
  return (
    <div className={styles.page}>
      <title>{`${title} · Fluentia`}</title>
      <header>
        <p className={styles.eyebrow}>
          <Link to="/org/classes">Classes</Link>
        </p>
        <h1 className={styles.heading}>{title}</h1>
        {data ? (
          <p className={styles.muted}>
            Class teacher {data.class.teacher} · {children(data.class.children)} registered
          </p>
        ) : null}
      </header>
      {error && !data ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <Skeleton height={220} /> : null}
      {data ? (
        <>
          <RosterUpload klass={data.class} onRegistered={() => void mutate()} />
          {data.attestations.length ? (
            <section className={styles.card} aria-labelledby="consent-title">
              <h2 id="consent-title" className={styles.subheading}>
                Parents’ consent
              </h2>
              <ul className={own.attestations}>
                {data.attestations.map((a) => (
                  <li key={a.attested_at}>
                    {a.attested_by} confirmed on {formatShortDateTime(a.attested_at)} that the parents of{' '}
                    {a.children === 1 ? 'the child' : `the ${a.children} children`} registered then agreed to the
                    privacy notice (version {a.notice_version}).
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.children.length ? <ClassResults classId={classId} /> : null}
          <ClassChildren classId={classId} rows={data.children} />
        </>
      ) : null}
    </div>
  );
}

const children = (n: number) => `${n} ${n === 1 ? 'child' : 'children'}`;
