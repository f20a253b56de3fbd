import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Under the sign-up forms: what signing up agrees to, and where it is written (decision 0800). */
export function PrivacyLine() {
  return (
    <p>
      By signing up you agree to our <Link to={paths.privacy}>privacy notice</Link>: what we keep, why and for how long.
    </p>
  );
}
