import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChildListData } from '#shared/api/contract-accounts';
import { parentProfileSchema } from '#shared/schemas/family';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup, yesNoOptions } from '../../../components/ui/choice-group';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { updateParent } from '../api/children';
import styles from './family.module.css';

/**
 * The parent's own details (spec 01 §3 Parent, §5 child form): name (required) and WhatsApp number
 * (10 digits starting 7-9), saved with POST v1/childprofile.
 */
export function ParentDetails({
  data,
  onSaved,
}: {
  data: ChildListData;
  onSaved: (next: Pick<ChildListData, 'parentName' | 'receiveWhatsappNotification' | 'whatsappNumber'>) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.muted}>
      {data.parentName ? `Parent: ${data.parentName}` : 'Add your name so your children know who set up their account.'}
      {data.whatsappNumber ? ` · WhatsApp ${data.whatsappNumber}` : ''}{' '}
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {data.parentName ? 'Edit your details' : 'Add your details'}
      </Button>
      <ParentDetailsModal
        open={open}
        data={data}
        onClose={() => setOpen(false)}
        onSaved={(next) => {
          setOpen(false);
          onSaved(next);
        }}
      />
    </div>
  );
}

function ParentDetailsModal(props: {
  open: boolean;
  data: ChildListData;
  onClose: () => void;
  onSaved: Parameters<typeof ParentDetails>[0]['onSaved'];
}) {
  const { data } = props;
  const [values, setValues] = useState({ parent_name: '', receiveWhatsappNotification: 'no', whatsappNumber: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useAction(updateParent);
  const clearSaveError = save.setError;

  useEffect(() => {
    if (!props.open) return;
    setValues({
      parent_name: data.parentName ?? '',
      receiveWhatsappNotification: data.receiveWhatsappNotification ? 'yes' : 'no',
      whatsappNumber: data.whatsappNumber ?? '',
    });
    setErrors({});
    clearSaveError(null);
  }, [props.open, data, clearSaveError]);

  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      parent_name: values.parent_name,
      receiveWhatsappNotification: values.receiveWhatsappNotification === 'yes',
      whatsappNumber: values.receiveWhatsappNotification === 'yes' ? values.whatsappNumber.trim() : '',
    };
    const checked = validate(parentProfileSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await save.run(body);
    if (result && result.data.kind === 'parent') props.onSaved(result.data.parent);
  }

  const server = serverFieldErrors(save.error) ?? {};
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Your details"
      busy={save.pending}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form="parent-details-form" busy={save.pending}>
            Save
          </Button>
        </>
      }
    >
      <form id="parent-details-form" ref={form} className={styles.form} onSubmit={submit} noValidate>
        {save.error && !serverFieldErrors(save.error) ? <ErrorAlert error={save.error} /> : null}
        <TextField
          name="parent_name"
          label="Your name"
          autoComplete="name"
          value={values.parent_name}
          onChange={(e) => set('parent_name', e.target.value)}
          error={errors.parent_name ?? server.parent_name}
        />
        <ChoiceGroup
          name="receiveWhatsappNotification"
          legend="Updates about your children on WhatsApp?"
          options={yesNoOptions}
          value={values.receiveWhatsappNotification}
          onChange={(v) => set('receiveWhatsappNotification', v)}
        />
        {values.receiveWhatsappNotification === 'yes' ? (
          <TextField
            name="whatsappNumber"
            label="WhatsApp number"
            inputMode="numeric"
            maxLength={10}
            value={values.whatsappNumber}
            onChange={(e) => set('whatsappNumber', e.target.value)}
            error={errors.whatsappNumber ?? server.whatsappNumber}
          />
        ) : null}
      </form>
    </Modal>
  );
}
