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
import { stored } from '../../../lib/storage';
import { useApi } from '../../../lib/api-client';
import { logPayment, processPayment } from '../api/commerce';
import { readTerms, termsPath } from '../lib/order-terms';
import { money } from '../../../components/products/price';
import styles from './commerce.module.css';

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
    // Spec 02 §2 payment logging: the provider's return, as it came, kept for support whatever follows.
    logPayment(search).catch(() => undefined);
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
          stored.paymentResult.writeJson(data);
          void navigate(paths.paymentSuccess, { replace: true });
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.message === catalogue.paymentProcessed.message) {
            toast.success(catalogue.paymentProcessed.message);
            return void navigate(paths.buyCourse, { replace: true });
          }
          track('purchase_failure', { order_id: search.get('ORDERID') });
          const terms = readTerms();
          void navigate(
            terms ? `${paths.paymentFailure}?productID=${encodeURIComponent(terms.productId)}` : paths.paymentFailure,
            { replace: true },
          );
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
  const [result] = useState(() => stored.paymentResult.readJson() as PaymentResult | null);
  const session = useSession();
  const next = continuePath(result, session, useNewUser(session));
  return (
    <div className={styles.result}>
      <title>Payment successful · Fluentia</title>
      <h1 className={styles.heading}>Congratulations!</h1>
      <p>{successLine(result, session)}</p>
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

function successLine(result: PaymentResult | null, session: Session | null): string {
  if (!result?.isChildCourse) return 'Your payment was successful and your course is ready.';
  if (!result.child_id) return 'Your payment was successful: apply the licence to your child from their card.';
  const name = session?.actingChild?.childId === result.child_id ? session.actingChild.childName : undefined;
  return `Your payment was successful and the course is on ${name ? `${name}’s` : 'your child’s'} dashboard.`;
}

/** A new user: their account has not finished its welcome steps (the profile's `onboarding`). */
function useNewUser(session: Session | null): boolean {
  const own = Boolean(session && !session.actingChild && session.userType !== 'w');
  return useApi(own ? 'profile' : null).data?.onboarding === true;
}

const childDashboard = (childId: string) => paths.childDashboard.replace(':id', encodeURIComponent(childId));

/**
 * Continue on the success page, in the order spec 02 §2 gives: /parent/verifyotp for a child course
 * (for a signed-in parent it opens that child's dashboard with the child token, where the course now
 * is; a licence bought for no child goes to the parent dashboard to be applied); /verifyuser for a
 * new user (signed in and verified already, it passes them on to their course); '/' when single
 * sign-on handed over sso 0; the child's dashboard while a child token is held; else the course.
 */
export function continuePath(result: PaymentResult | null, session: Session | null, newUser = false): string {
  const course = result?.courses[0] !== undefined ? `${paths.myCourse}?course_id=${result.courses[0]}` : paths.myCourse;
  if (result?.isChildCourse) {
    const back = result.child_id ? childDashboard(result.child_id) : paths.parentDashboard;
    return `${paths.parentVerifyOtp}?${new URLSearchParams({ return_path: back }).toString()}`;
  }
  if (newUser && session)
    return `${paths.verifyUser}?${new URLSearchParams({ loginId: session.login_id, return_path: course }).toString()}`;
  if (session?.sso === '0') return '/';
  if (session?.actingChild) return childDashboard(session.actingChild.childId);
  return course;
}

/**
 * /paymentfailure (spec 02 §2): 'Your payment was unsuccessful.', Continue to try again, GO BACK to
 * the products. Continue opens the product page with the order's terms (the child it was for and its
 * coupon; lib/order-terms.ts), so the retry charges the same price for the same child.
 */
export function PaymentFailurePage() {
  const [search] = useSearchParams();
  const productId = search.get('productID');
  const kept = readTerms();
  const terms = kept && (!productId || kept.productId === productId) ? kept : productId ? { productId } : null;
  const retry = terms ? termsPath(terms) : paths.buyCourse;
  return (
    <div className={styles.result}>
      <title>Payment unsuccessful · Fluentia</title>
      <h1 className={styles.heading}>Your payment was unsuccessful.</h1>
      <p>No course was added and nothing more will be charged. You can try again.</p>
      <div className={styles.actions}>
        <ButtonLink to={retry}>Continue</ButtonLink>
        <Link to={paths.buyCourse}>GO BACK</Link>
      </div>
    </div>
  );
}
