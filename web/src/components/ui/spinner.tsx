import styles from './spinner.module.css';

/** A spinner with a spoken label; `page` centres it in the content area while a screen loads. */
export function Spinner({ label = 'Loading…', page = false }: { label?: string; page?: boolean }) {
  return (
    <div role="status" className={page ? styles.page : styles.inline}>
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  return <Spinner page />;
}
