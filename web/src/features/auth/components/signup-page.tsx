import { useRef, useState, type FormEvent } from 'react';
import { PrivacyLine } from './privacy-line';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { registerSchema } from '#shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { register } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { FormError } from './form-error';

/**
 * /signup (spec 01 §2): 'Create an account' and an 'Existing user' link. The account's first PIN
 * goes to the phone or e-mail; the visitor then confirms it on /verifyuser.
 */
export function SignupPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => ({
    login_id: new URLSearchParams(search).get('loginId') ?? '',
    full_name: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const action = useAction(register);

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(registerSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current, checked.errors);
    }
    if (!(await action.run(values.login_id, values.full_name))) return;
    // Carry the login page's query (return_path, referrer…) on, with the id and the PIN-sent banner.
    const next = new URLSearchParams(search);
    next.set('loginId', values.login_id.replace(/\s+/g, ''));
    next.set('sent', '1');
    void navigate({ pathname: paths.verifyUser, search: `?${next.toString()}` });
  }

  const fieldErrors = { ...serverFieldErrors(action.error), ...errors };
  return (
    <AuthLayout
      title="Create an account"
      intro={<p>We will send a PIN to your phone or e-mail to get you started.</p>}
      footer={
        <>
          <p>
            Already have an account? <Link to={{ pathname: paths.login, search }}>Existing user</Link>
          </p>
          <PrivacyLine />
        </>
      }
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <FormError error={action.error} />
        <TextField
          name="login_id"
          label="Email or mobile number"
          autoComplete="username"
          value={values.login_id}
          onChange={change('login_id')}
          error={fieldErrors.login_id}
        />
        <TextField
          name="full_name"
          label="Full name (optional)"
          autoComplete="name"
          value={values.full_name}
          onChange={change('full_name')}
          error={fieldErrors.full_name}
        />
        <Button type="submit" className={styles.submit} busy={action.pending}>
          Create an account
        </Button>
      </form>
    </AuthLayout>
  );
}
