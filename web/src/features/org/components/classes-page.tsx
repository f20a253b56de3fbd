import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import tableStyles from '../../../components/ui/table.module.css';
import { useClasses } from '../api/org';
import { ClassForm } from './class-form';
import styles from './org.module.css';

/**
 * /org/classes (docs/organisations.md, "Classes"): the school's classes by grade and section, each
 * with its teacher and how many children are registered, and the form that adds one.
 */
export function ClassesPage() {
  const { data, error, mutate } = useClasses();
  return (
    <div className={styles.page}>
      <title>Classes · Fluentia</title>
      <header>
        <p className={styles.eyebrow}>School console</p>
        <h1 className={styles.heading}>Classes</h1>
      </header>
      {error && !data ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <Skeleton height={180} /> : null}
      {data ? (
        <>
          <ClassForm onAdded={() => void mutate()} />
          <section className={styles.card} aria-labelledby="classes-title">
            <h2 id="classes-title" className={styles.subheading}>
              Your classes
            </h2>
            {data.classes.length ? (
              <table className={tableStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">Class</th>
                    <th scope="col">Teacher</th>
                    <th scope="col">Children</th>
                  </tr>
                </thead>
                <tbody>
                  {data.classes.map((c) => (
                    <tr key={c.class_id}>
                      <td data-label="Class">
                        <Link to={`/org/classes/${c.class_id}`}>
                          Class {c.grade} {c.section}
                        </Link>
                      </td>
                      <td data-label="Teacher">{c.teacher}</td>
                      <td data-label="Children">{c.children}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.muted}>
                No classes yet. Add each class and section above, then register its children from a spreadsheet.
              </p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
