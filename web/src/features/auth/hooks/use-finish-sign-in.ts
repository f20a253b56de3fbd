import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { track } from '../../../lib/analytics';
import { afterSignInPath } from '../../../lib/destinations';
import { setSession, type Session } from '../../../lib/session';

/** The pages that need a sign-in to buy (spec 02 §6: payment routes need login). */
function isPaymentReturn(returnPath: string | null): boolean {
  return /^\/(purchase|buycourse)(\?|$)/.test(returnPath ?? '');
}

export type SignInMethod = 'pin' | 'licence_key' | 'google' | 'fb' | 'otp' | 'junior';

export interface FinishOptions {
  /** The sign-in page's query when it is not the current one (back from a social provider). */
  search?: string;
  /** Where to go when the query names no return path (default: the user type's dashboard). */
  home?: string | undefined;
}

/**
 * The end of every sign-in: store the session, push the analytics events of spec 01 §7 and go to
 * the return path (lib/destinations.ts, the same rule the login page's guard applies).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (session: Session, method: SignInMethod, options: FinishOptions = {}) => {
      const search = options.search ?? location.search;
      const query = new URLSearchParams(search);
      setSession(session);
      if (session.userType === 'w') track('child_signin');
      else track('web_signin', { method });
      // Signing in to pay (spec 01 §7): the purchase flow sent the visitor here (referrer=newpayment,
      // payment_type), or a product or buy-now link did (the return path is a payment page).
      const paymentType = query.get('payment_type');
      if (query.get('referrer') === 'newpayment' || paymentType || isPaymentReturn(query.get('return_path')))
        track('post_buy_sign_in', { payment_type: paymentType });
      void navigate(afterSignInPath(session, search, options.home), { replace: true });
    },
    [navigate, location.search],
  );
}
