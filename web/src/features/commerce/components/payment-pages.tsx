import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { catalogue, defaultSupport } from '#shared/errors';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { track } from '../../../lib/analytics';
import { toast } from '../../../lib/toast';
import { useSession, type Session } from '../../../lib/session';
import { processPayment } from '../api/commerce';
import { money } from '../../../components/products/price';
import styles from './commerce.module.css';

const RESULT_KEY = 'fluentia:payment-result';
/** The product being bought, kept by the product page for the failure page's Continue. */
export const BUYING_KEY = 'fluentia:buying-product';

/** While the bank has not confirmed (Paytm's PENDING), the page asks again this often, this many times. */
const PENDING_RECHECK_MS = 10_000;
const PENDING_RECHECKS = 6;

/**
 * /paymentprocess (spec 02 §4 payment): the provider's result, asked of the provider by the server.
 * Success goes to /paymentsuccess; 'Payment already processed' to /buycourse; a failure to
 * /paymentfailure. A payment the bank has not confirmed yet (code 202) shows that, asks again every
 * 10 seconds for a minute, then says the course opens by itself when the bank confirms.
 */
export function PaymentProcessPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const [pending, setPending] = useState<{ tries: number } | null>(null);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    let timer: number | undefined;
    const ask = (tries: number) =>
      processPayment(search)
        .then(({ data, code }) => {
          if (code === 202) {
            setPending({ tries });
            if (tries < PENDING_RECHECKS) timer = window.setTimeout(() => void ask(tries + 1), PENDING_RECHECK_MS);
            return;
          }
          track('purchase_success', { product_id: data.product_id, order_id: data.order_id });
          sessionStorage.setItem(RESULT_KEY, JSON.stringify(data));
          void navigate(paths.paymentSuccess, { replace: true });
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.message === catalogue.paymentProcessed.message) {
            toast.success(catalogue.paymentProcessed.message);
            return void navigate(paths.buyCourse, { replace: true });
          }
          track('purchase_failure', { order_id: search.get('ORDERID') });
          const product = sessionStorage.getItem(BUYING_KEY);
          void navigate(product ? `${paths.paymentFailure}?productID=${encodeURIComponent(product)}` : paths.paymentFailure, { replace: true });
        });
    void ask(0);
    return () => window.clearTimeout(timer);
  }, [navigate, search]);
  if (pending) return <PaymentPending waiting={pending.tries < PENDING_RECHECKS} />;
  return (
    <div className={styles.result} role="status">
      <h1 className={styles.heading}>Confirming your payment…</h1>
      <Spinner />
      <p>Please keep this page open. It takes a few seconds.</p>
    </div>
  );
}

function PaymentPending({ waiting }: { waiting: boolean }) {
  return (
    <div className={styles.result} role="status">
      <title>Payment pending · Fluentia</title>
      <h1 className={styles.heading}>Your bank is still confirming this payment</h1>
      {waiting ? <Spinner /> : null}
      <p>
        {waiting
          ? 'We are checking with Paytm. This can take a minute; you can keep this page open.'
          : 'This can take a while. Your course opens by itself as soon as the bank confirms, and we will notify you. Nothing more will be charged.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.dashboard}>Go to My Dashboard</ButtonLink>
      </div>
    </div>
  );
}

/** /paymentsuccess (spec 02 §2): congratulations, the transaction table, Continue and support links. */
export function PaymentSuccessPage() {
  const [result] = useState<PaymentResult | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(RESULT_KEY) ?? 'null') as PaymentResult | null;
    } catch {
      return null;
    }
  });
  const next = continuePath(result, useSession());
  return (
    <div className={styles.result}>
      <title>Payment successful · Fluentia</title>
      <h1 className={styles.heading}>Congratulations!</h1>
      <p>Your payment was successful{result?.isChildCourse ? ': apply the licence to your child from their card.' : ' and your course is ready.'}</p>
      {result?.trans_id && result.product_name ? (
        <table>
          <tbody>
            <tr>
              <th scope="row">Transaction id</th>
              <td>{result.trans_id}</td>
            </tr>
            <tr>
              <th scope="row">Course</th>
              <td>{result.product_name}</td>
            </tr>
            <tr>
              <th scope="row">Amount</th>
              <td>{money(result.amount, result.currency)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink to={next}>Continue</ButtonLink>
      </div>
      <p>
        Questions? Write to <a href={`mailto:${defaultSupport.email}`}>{defaultSupport.email}</a> or{' '}
        <a href={`https://wa.me/${defaultSupport.phone.replace(/\D/g, '')}`}>message us on WhatsApp</a>.
      </p>
    </div>
  );
}

/**
 * Continue on the success page (spec 02 §2): a child's licence to the parent dashboard, where it is
 * applied (the spec's /parent/verifyotp was the sign-up of a parent who bought as a guest; here every
 * buyer is signed in); '/' when single sign-on handed over sso 0; the child's dashboard while acting
 * for a child; else the course just bought. The spec's /verifyuser for a new user has no case here
 * either: payment routes need a signed-in, verified account (docs/decisions.md).
 */
export function continuePath(result: PaymentResult | null, session: Session | null): string {
  if (result?.isChildCourse) return paths.parentDashboard;
  if (session?.sso === '0') return '/';
  if (session?.actingChild) return paths.childDashboard.replace(':id', encodeURIComponent(session.actingChild.childId));
  return result?.courses[0] !== undefined ? `${paths.myCourse}?course_id=${result.courses[0]}` : paths.myCourse;
}

/** /paymentfailure (spec 02 §2): 'Your payment was unsuccessful.', Continue to try again, GO BACK to the product page. */
export function PaymentFailurePage() {
  const [search] = useSearchParams();
  const productId = search.get('productID');
  const productPage = productId ? `${paths.purchase}?productID=${encodeURIComponent(productId)}` : paths.buyCourse;
  return (
    <div className={styles.result}>
      <title>Payment unsuccessful · Fluentia</title>
      <h1 className={styles.heading}>Your payment was unsuccessful.</h1>
      <p>No course was added and nothing more will be charged. You can try again.</p>
      <div className={styles.actions}>
        <ButtonLink to={productPage}>Continue</ButtonLink>
        <Link to={paths.buyCourse}>GO BACK</Link>
      </div>
    </div>
  );
}
