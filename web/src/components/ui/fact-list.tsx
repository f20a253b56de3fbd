import styles from './fact-list.module.css';

/** Small labelled figures side by side, as a description list: 'Questions 8', 'Time 25 minutes'. */
export function FactList({ facts }: { facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
