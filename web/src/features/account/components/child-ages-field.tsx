import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { canAddAge } from '../lib/child-ages';
import styles from './account.module.css';

/**
 * The children's ages as a list of small fields with Add and Remove. Field names are
 * `childrenAge.<index>`, so a form can focus the first row with an error.
 */
export function ChildAgesField(props: {
  rows: string[];
  onChange: (rows: string[]) => void;
  errors?: Record<number, string> | undefined;
  summaryError?: string | undefined;
}) {
  const { rows, onChange, errors } = props;
  const set = (index: number, value: string) => onChange(rows.map((r, i) => (i === index ? value : r)));
  return (
    <fieldset className={styles.ages}>
      <legend className={styles.agesLegend}>Your children's ages</legend>
      {rows.map((row, index) => (
        <div key={index} className={styles.ageRow}>
          <TextField
            name={`childrenAge.${index}`}
            label={`Child ${index + 1} age`}
            inputMode="numeric"
            value={row}
            onChange={(e) => set(index, e.target.value)}
            error={errors?.[index] ?? (index === 0 ? props.summaryError : undefined)}
          />
          {rows.length > 1 ? (
            <Button
              variant="ghost"
              className={styles.removeAge}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={`Remove child ${index + 1}`}
            >
              <Icon name="close" size={18} />
            </Button>
          ) : null}
        </div>
      ))}
      {canAddAge(rows) ? (
        <div>
          <Button variant="secondary" onClick={() => onChange([...rows, ''])}>
            Add another child
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
