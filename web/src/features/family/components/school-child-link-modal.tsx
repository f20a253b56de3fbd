import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { schoolChildLinkSchema } from '#shared/schemas/school-child-link';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { linkSchoolChild } from '../api/children';
import { ChildNotice } from './child-notice';
import styles from './family.module.css';

/**
 * "Link a child from school" (decision 0893): the login id and PIN printed on the child's school login card, the
 * children's notice and the parent's tick, which the server records as the parent's consent beside the school's.
 */
const EMPTY = { login_id: '', pin: '', consent: false };

export function SchoolChildLinkModal(props: {
  open: boolean;
  onClose: () => void;
  onLinked: (c: ChildProfile) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const formId = useId();
  const consentId = `${useId()}-error`;
  const link = useAction(linkSchoolChild);
  const clearError = link.setError;

  useEffect(() => {
    if (!props.open) return;
    setValues(EMPTY);
    setErrors({});
    clearError(null);
  }, [props.open, clearError]);

  useEffect(() => {
    if (link.error) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [link.error]);

  const set = <K extends keyof typeof EMPTY>(name: K, value: (typeof EMPTY)[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(schoolChildLinkSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    const result = await link.run(checked.data);
    if (result) props.onLinked(result.data);
  }

  const server = serverFieldErrors(link.error) ?? {};
  const err = (name: string) => errors[name] ?? server[name];
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Link a child from school"
      busy={link.pending}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={link.pending}>
            Link child
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          If your child’s school registered them, type the login id and PIN from the login card the school gave them.
          They stay in their school class, and you see their tests, results and certificates here.
        </p>
        <TextField
          name="login_id"
          label="Login id"
          hint="As printed on the card, like kabir4821"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={values.login_id}
          onChange={(e) => set('login_id', e.target.value)}
          error={err('login_id')}
        />
        <TextField
          name="pin"
          label="PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.pin}
          onChange={(e) => set('pin', e.target.value.replace(/\D/g, ''))}
          error={err('pin')}
        />
        <ChildNotice agreement="Linking your child records your consent, as their parent, to this notice." />
        <div>
          <label className={styles.consentCheck}>
            <input
              type="checkbox"
              name="consent"
              checked={values.consent}
              onChange={(e) => set('consent', e.target.checked)}
              aria-invalid={err('consent') ? true : undefined}
              aria-describedby={err('consent') ? consentId : undefined}
            />
            <span>I am this child’s parent or guardian, and I agree to this notice for my child.</span>
          </label>
          <FieldError id={consentId} error={err('consent')} />
        </div>
        {/* Beside the button and brought into view, so a phone's scrolled form shows why the card was refused. */}
        <div ref={alert}>{link.error && !serverFieldErrors(link.error) ? <ErrorAlert error={link.error} /> : null}</div>
      </form>
    </Modal>
  );
}
