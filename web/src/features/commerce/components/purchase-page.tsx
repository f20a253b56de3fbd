import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { gstFlag } from '#shared/commerce/states';
import { commerceMessages } from '#shared/schemas/commerce';
import { clientMessages } from '#shared/errors';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { checkCoupon, paymentTypeFor, useInternational, useProduct } from '../api/commerce';
import { useCheckout } from '../hooks/use-checkout';
import { clearBuyNow, isBuyNow, keepState, lastState, rememberBuyNow } from '../lib/buy-now';
import { money, prices } from '../../../components/products/price';
import { affiliateUid } from '../lib/money';
import { BuyNowBox } from './buy-now-box';
import { ProductDetails } from './product-details';
import { BUYING_KEY } from './payment-pages';
import { StateSelect } from './state-select';
import styles from './commerce.module.css';

/** Spec 02 §9: the sticky pay bar after 430 px of scrolling. */
const STICKY_AFTER_PX = 430;

/**
 * /purchase?productID= (spec 02 §2 product page): the product, its price with the GST note, the
 * coupon box, the state select, Buy Now, the preview courses and the description. Buy Now starts
 * the payment on the server (which computes the amount), then opens the provider (hooks/use-checkout).
 * International learners see dollars and pay by card (Stripe); `&buynow=1` is buy-now mode.
 */
export function PurchasePage() {
  const [search, setSearch] = useSearchParams();
  // Read before the first render of the product; the link's mark is then dropped, so a reload is not a landing.
  useState(() => rememberBuyNow(search));
  useEffect(() => {
    if (search.get('buynow') === null) return;
    const next = new URLSearchParams(search);
    next.delete('buynow');
    setSearch(next, { replace: true });
  }, [search, setSearch]);
  const productId = search.get('productID');
  const childId = search.get('childId');
  const { data: product, error, mutate } = useProduct(productId, childId);
  const international = useInternational();
  useEffect(() => {
    if (product) track('webclient_product_view', { product_id: product.product_id });
  }, [product]);
  if (error && !product) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Course not available</h1>
        <ErrorAlert error={error} onRetry={() => void mutate()} />
        <p>
          <Link to={paths.buyCourse}>See all courses</Link>
        </p>
      </div>
    );
  }
  if (!product || international === undefined) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">Loading the course</h1>
        <SkeletonGroup label="Loading the course">
          <Skeleton height={320} />
        </SkeletonGroup>
      </div>
    );
  }
  return <ProductView product={product} childId={childId} initialCoupon={search.get('coupon') ?? ''} international={international} />;
}

function ProductView({ product, childId, initialCoupon, international }: { product: Product; childId: string | null; initialCoupon: string; international: boolean }) {
  const price = prices(product, international);
  const [coupon, setCoupon] = useState(initialCoupon);
  const [applied, setApplied] = useState<{ code: string; price: number; saved: number } | null>(null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const [buyNow, setBuyNow] = useState(() => isBuyNow(product.product_id));
  const [state, setState] = useState(() => (buyNow ? lastState() : ''));
  const [stateError, setStateError] = useState<string | undefined>();
  const [sticky, setSticky] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [applying, setApplying] = useState(false);
  const buy = useCheckout(form);
  const start = buy.start;

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const onApply = async () => {
    const code = coupon.trim();
    setApplied(null);
    if (!code) return setCouponError('Please enter a coupon code.');
    setCouponError(undefined);
    setApplying(true);
    try {
      const { data } = await checkCoupon(code, product.product_id);
      setApplied({ code: code.toUpperCase(), price: data.discounted_price, saved: data.discount_price });
    } catch (error) {
      // Spec 02 §4: a coupon that is not valid clears the price and shows the server's message.
      setCouponError(isApiError(error) ? error.message : clientMessages.network);
    } finally {
      setApplying(false);
    }
  };

  const onBuy = async () => {
    if (!state) return setStateError(commerceMessages.stateRequired);
    setStateError(undefined);
    clearBuyNow();
    keepState(state);
    track('purchase_started', { product_id: product.product_id, currency: price.currency });
    sessionStorage.setItem(BUYING_KEY, String(product.product_id));
    const affiliate = affiliateUid();
    await buy.run({
      product_id: product.product_id,
      state_name: state,
      payment_type: paymentTypeFor(international),
      ...(applied ? { coupon: applied.code } : {}),
      ...(childId ? { child_id: childId } : {}),
      ...(affiliate ? { affiliate } : {}),
    });
  };
  const onBuyRef = useRef(onBuy);
  onBuyRef.current = onBuy;
  const autoStart = useCallback(() => void onBuyRef.current(), []);
  const cancelBuyNow = () => {
    clearBuyNow();
    setBuyNow(false);
  };

  const payable = applied?.price ?? price.offer;
  const buyButton = (
    <Button onClick={() => void onBuy()} busy={buy.pending || start !== null}>
      Buy Now
    </Button>
  );
  return (
    <div className={styles.page}>
      <title>{`${product.product_name} · Fluentia`}</title>
      {buyNow ? (
        <>
          <BuyNowBox
            price={money(payable, price.currency)}
            state={state}
            onState={setState}
            stateError={stateError}
            onStart={autoStart}
            onCancel={cancelBuyNow}
            started={buy.pending || start !== null}
          />
          {buy.error ? <ErrorAlert error={buy.error} /> : null}
        </>
      ) : null}
      <div className={buyNow ? `${styles.product} ${styles.solo}` : styles.product}>
        <ProductDetails product={product} />

        {/* Spec 02 §2: no side panel in buy-now mode. */}
        <aside id="buy-panel" className={styles.panel} aria-label="Buy this course" hidden={buyNow}>
          <p className={styles.price}>
            <span className={styles.offer}>{money(payable, price.currency)}</span>
            {price.original > payable ? <s className={styles.original}>{money(price.original, price.currency)}</s> : null}
            {price.off > 0 ? <span className={styles.off}>{Math.round(((price.original - payable) / price.original) * 100)}% off</span> : null}
          </p>
          {price.currency === 'INR' ? <p className={styles.gstNote}>Price includes GST{state ? (gstFlag(state) === 'N' ? ' (CGST and SGST)' : ' (IGST)') : ''}.</p> : <p className={styles.gstNote}>Price in US dollars, paid by card.</p>}
          <div className={styles.couponRow}>
            <TextField name="coupon" label="Coupon code" value={coupon} onChange={(e) => setCoupon(e.target.value.replace(/\s/g, ''))} error={couponError} autoComplete="off" />
            <Button variant="secondary" onClick={() => void onApply()} busy={applying}>
              Apply
            </Button>
          </div>
          {applied ? <p className={styles.saved}>Great! You just saved {money(applied.saved, price.currency)}</p> : null}
          {!state ? <p className={styles.banner}>Please select the State</p> : null}
          <StateSelect value={state} onChange={setState} error={stateError} />
          {buyButton}
          {buy.error ? <ErrorAlert error={buy.error} /> : null}
          {start ? <p role="status">Taking you to the secure payment page…</p> : null}
        </aside>
      </div>

      {sticky && !start && !buyNow ? (
        <div className={styles.stickyBar}>
          <span className={styles.offer}>{money(payable, price.currency)}</span>
          <Button onClick={() => document.getElementById('buy-panel')?.scrollIntoView({ behavior: 'smooth', block: 'center' })}>Buy Now</Button>
        </div>
      ) : null}

      {start ? (
        <form ref={form} method="post" action={start.postUrl} hidden>
          {Object.entries(start.form).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </div>
  );
}
