import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { AuthLayout } from './auth-layout';
import { ChildHandOver, returnTarget } from './child-hand-over';
import { ParentIdForm } from './parent-id-form';

/**
 * /parent/login (spec 01 §2): a phone number or e-mail and Continue, which sends an OTP. A signed-in
 * parent sent here from a child's dashboard (no child token yet) gets the token instead.
 */
export function ParentLoginPage() {
  const { search } = useLocation();
  const session = useSession();
  const { returnPath, childId } = returnTarget(search);

  if (session && session.userType !== 'w' && returnPath && childId) {
    return (
      <AuthLayout title="Opening your child's dashboard">
        <ChildHandOver childId={childId} returnPath={returnPath} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Parent sign in"
      intro={
        <p>
          Manage your children's profiles, tests and courses. We will send a one-time password (OTP) to confirm it is
          you.
        </p>
      }
      footer={
        <p>
          New to Fluentia? <Link to={{ pathname: paths.parentSignup, search }}>Create a parent account</Link>
        </p>
      }
    >
      <ParentIdForm from="login" />
    </AuthLayout>
  );
}
