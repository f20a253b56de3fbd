import { useRef, useState, type FormEvent } from 'react';
import { CHILD_GRADES } from '#shared/schemas/family';
import { createClassSchema } from '#shared/schemas/school-classes';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { createClass } from '../api/org';
import styles from './org.module.css';

/** Adds a class: its grade (3 to 10), its section and its teacher's name. */
export function ClassForm({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({ grade: '5', section: '', teacher: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const add = useAction(createClass);
  const server = serverFieldErrors(add.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createClassSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    setErrors({});
    if (await add.run(checked.data)) {
      setValues((v) => ({ ...v, section: '', teacher: '' }));
      onAdded();
    }
  }

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <section className={styles.card} aria-labelledby="add-class-title">
      <h2 id="add-class-title" className={styles.subheading}>
        Add a class
      </h2>
      <form ref={form} className={styles.toolbar} onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          name="grade"
          label="Class"
          value={values.grade}
          options={CHILD_GRADES.map((g) => ({ value: String(g), label: `Class ${g}` }))}
          onChange={set('grade')}
          error={errors.grade ?? server?.grade}
        />
        <TextField
          name="section"
          label="Section"
          value={values.section}
          placeholder="A"
          onChange={set('section')}
          error={errors.section ?? server?.section}
        />
        <TextField
          name="teacher"
          label="Class teacher"
          value={values.teacher}
          autoComplete="off"
          onChange={set('teacher')}
          error={errors.teacher ?? server?.teacher}
        />
        <Button type="submit" busy={add.pending}>
          Add class
        </Button>
      </form>
      {add.error && !server ? <ErrorAlert error={add.error} /> : null}
    </section>
  );
}
