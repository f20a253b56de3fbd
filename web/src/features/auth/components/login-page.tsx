import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isSocialReturn } from '../api/social-sign-in';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { SocialReturn } from './social-return';

/**
 * The landing and login page, / (spec 01 §2). Query: loginId pre-fills the login id, pname names
 * the product being bought, return_path says where to go after (default /mydashboard), and
 * referrer, payment_type and previewMode travel on to it. Back from Google or Facebook, the same
 * page finishes the social sign-in.
 */
export function LoginPage() {
  const { search } = useLocation();
  const pname = new URLSearchParams(search).get('pname');
  const footer = (
    <p>
      Parent or junior learner? <Link to={paths.parentLogin}>Parent sign in</Link> ·{' '}
      <Link to={paths.juniorSignin}>Junior sign in</Link>
    </p>
  );
  return (
    <AuthLayout
      title="Sign in"
      showcase
      footer={footer}
      intro={
        pname ? (
          <p>
            Sign in to buy <strong>{pname}</strong>
          </p>
        ) : (
          <p>Welcome to Fluentia. Sign in to continue learning.</p>
        )
      }
    >
      {isSocialReturn(search) ? <SocialReturn /> : <LoginForm />}
    </AuthLayout>
  );
}
