import { useEffect, useState } from 'react';
import type { PaymentStart } from '#shared/api/contract-commerce';
import { useAction } from '../../../hooks/use-action';
import { startPayment } from '../api/commerce';

/** Spec 02 §9: the provider's page opens 4 seconds after the server started the payment. */
const OPEN_PROVIDER_AFTER_MS = 4000;

/**
 * Starts a payment on the server (which computes the amount and, for Paytm, gets the txnToken) and
 * then, after the 4-second wait, opens the provider: Paytm's Show Payment Page takes the hidden form
 * of `start.form` (mid, orderId, txnToken: POST), Stripe Checkout is a page to go to (GET). Locally
 * both are the local stack's sandboxes. The form element is the caller's (`formRef`), rendered from `start.form`.
 */
export function useCheckout(form: React.RefObject<HTMLFormElement | null>) {
  const [start, setStart] = useState<PaymentStart | null>(null);
  const action = useAction(startPayment);
  useEffect(() => {
    if (!start) return;
    const timer = window.setTimeout(() => {
      if (start.post_method === 'GET') window.location.assign(start.postUrl);
      else form.current?.submit();
    }, OPEN_PROVIDER_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [start, form]);
  const run = async (input: Parameters<typeof startPayment>[0]) => {
    const started = await action.run(input);
    if (started) setStart(started);
  };
  return { start, run, pending: action.pending, error: action.error };
}
