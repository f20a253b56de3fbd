import { useState } from 'react';
import * as z from 'zod/mini';
import { changeGrantSchema } from '#shared/schemas/courses';
import { Button } from '../../../../components/ui/button';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { useAction } from '../../../../hooks/use-action';
import { changeClass } from '../../api/attempts';

/**
 * The class selector (spec 02 §4, §5): a required select with the blank default 'Select Class:';
 * each option's value is its list index plus 3 (Class 3 … Class 10). Saving posts change_grant.
 */
export const CLASS_OPTION_OFFSET = 3;
export const classOptions = Array.from({ length: 8 }, (_, index) => ({
  value: String(index + CLASS_OPTION_OFFSET),
  label: `Class ${index + CLASS_OPTION_OFFSET}`,
}));

export function ClassSelectorPopup({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (grade: number) => void;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const save = useAction(changeClass);

  const submit = async () => {
    // The blank default reads as 0, which the schema refuses with the spec's message.
    const checked = z.safeParse(changeGrantSchema, { grade: value });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    const saved = await save.run(checked.data.grade);
    if (saved !== undefined) onSaved(saved);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow="Before you start"
      title="Which class are you in?"
      actions={
        <Button onClick={() => void submit()} busy={save.pending}>
          Save and start
        </Button>
      }
    >
      <p>Your class sets where the questions begin. You can change it later.</p>
      <SelectField
        name="grade"
        label="Class"
        placeholder="Select Class:"
        options={classOptions}
        value={value}
        required
        error={problem}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(undefined);
        }}
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </Modal>
  );
}
