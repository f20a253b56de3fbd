import { Link, useLocation } from 'react-router-dom';
import { PrivacyLine } from './privacy-line';
import { paths } from '../../../config/paths';
import { AuthLayout } from './auth-layout';
import { ParentIdForm } from './parent-id-form';

/** /parent/signup (spec 01 §2): the parent's name, a phone number or e-mail, and Continue. */
export function ParentSignupPage() {
  const { search } = useLocation();
  return (
    <AuthLayout
      title="Create a parent account"
      intro={
        <p>
          Add your children, follow their progress and buy their courses. We will send an OTP to confirm your phone or
          e-mail.
        </p>
      }
      footer={
        <>
          <p>
            Already have an account? <Link to={{ pathname: paths.parentLogin, search }}>Parent sign in</Link>
          </p>
          <PrivacyLine />
        </>
      }
    >
      <ParentIdForm from="signup" />
    </AuthLayout>
  );
}
