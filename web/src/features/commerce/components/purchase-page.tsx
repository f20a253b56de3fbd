import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Product } from '#shared/api/contract-commerce';
import { commerceMessages } from '#shared/schemas/commerce';
import { catalogue } from '#shared/errors';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessageCard } from '../../../components/ui/message-card';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { forgetPreviewMode } from '../../../lib/destinations';
import { paymentTypeFor, useInternational, useProduct } from '../api/commerce';
import { useBuyingFor, type BuyingFor } from '../hooks/use-buying-for';
import { useCheckout } from '../hooks/use-checkout';
import { useCoupon } from '../hooks/use-coupon';
import { clearBuyNow, isBuyNow, keepState, lastState, rememberBuyNow } from '../lib/buy-now';
import { keepTerms } from '../lib/order-terms';
import { money, prices } from '../../../components/products/price';
import { affiliateUid } from '../lib/money';
import { BuyNowBox } from './buy-now-box';
import { BuyPanel } from './buy-panel';
import { ProductDetails } from './product-details';
import styles from './commerce.module.css';

/** Spec 02 §9: the sticky pay bar after 430 px of scrolling. */
const STICKY_AFTER_PX = 430;

/**
 * /purchase?productID= (spec 02 §2 product page; also childId and coupon): the product, its price
 * with the GST note, the coupon box, the state select, Buy Now, the preview courses and the
 * description. Buy Now starts the payment on the server (which computes the amount and refuses one
 * other than the page showed), then opens the provider (hooks/use-checkout). International learners
 * see dollars and pay by card (Stripe); `&buynow=1` is buy-now mode.
 */
export function PurchasePage() {
  const [search, setSearch] = useSearchParams();
  // Read before the first render of the product; the link's mark is then dropped, so a reload is not a landing.
  useState(() => rememberBuyNow(search));
  // Arriving here (Back to product page, the browser's Back) leaves preview mode, which allows only the course page.
  useState(() => forgetPreviewMode());
  useEffect(() => {
    if (search.get('buynow') === null) return;
    const next = new URLSearchParams(search);
    next.delete('buynow');
    setSearch(next, { replace: true });
  }, [search, setSearch]);
  const productId = search.get('productID');
  const buying = useBuyingFor(search.get('childId'));
  const { data: product, error, mutate } = useProduct(productId, buying.childId);
  const international = useInternational();
  useEffect(() => {
    if (product) track('webclient_product_view', { product_id: product.product_id });
  }, [product]);
  if (!productId || (error && !product)) {
    return (
      <div className={styles.page}>
        <title>Course not available · Fluentia</title>
        <MessageCard
          icon="book"
          title="Course not available"
          actions={<Link to={paths.buyCourse}>See all courses</Link>}
        >
          {error ? (
            <ErrorAlert error={error} onRetry={() => void mutate()} />
          ) : (
            <p>This link does not say which course to show.</p>
          )}
        </MessageCard>
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
  const chooseChild = (childId: string) => {
    const next = new URLSearchParams(search);
    if (childId) next.set('childId', childId);
    else next.delete('childId');
    setSearch(next, { replace: true });
  };
  return (
    <ProductView
      key={product.product_id}
      product={product}
      buying={buying}
      onChooseChild={chooseChild}
      initialCoupon={search.get('coupon') ?? ''}
      international={international}
      refresh={() => void mutate()}
    />
  );
}

interface ViewProps {
  product: Product;
  buying: BuyingFor;
  onChooseChild: (childId: string) => void;
  initialCoupon: string;
  international: boolean;
  refresh: () => void;
}

function ProductView({ product, buying, onChooseChild, initialCoupon, international, refresh }: ViewProps) {
  const price = prices(product, international);
  const rupees = price.currency === 'INR';
  const coupon = useCoupon(product.product_id, initialCoupon);
  const [buyNow, setBuyNow] = useState(() => isBuyNow(product.product_id));
  // The state of this device's last purchase: a retry after a decline keeps it, and nobody types it twice.
  const [state, setState] = useState(() => lastState());
  const [stateError, setStateError] = useState<string | undefined>();
  const [childError, setChildError] = useState<string | undefined>();
  const [sticky, setSticky] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const buy = useCheckout(form);
  const start = buy.start;
  const payable = coupon.applied?.price ?? price.offer;

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The server would charge another price than the page showed: show the new one before anything is charged.
  const { applied, apply } = coupon;
  useEffect(() => {
    if (!isApiError(buy.error) || buy.error.key !== 'priceChanged') return;
    refresh();
    if (applied) void apply(applied.code);
  }, [buy.error, refresh, applied, apply]);

  const onBuy = async () => {
    if (product.for_child && !buying.childId) return setChildError(catalogue.childRequired.message);
    setChildError(undefined);
    if (rupees && !state) return setStateError(commerceMessages.stateRequired);
    setStateError(undefined);
    // A code typed but not applied is checked first: the buyer sees its price before paying it.
    if (coupon.pending) return void (await coupon.apply(coupon.text));
    clearBuyNow();
    if (rupees) keepState(state);
    track('purchase_started', { product_id: product.product_id, currency: price.currency });
    keepTerms({
      productId: String(product.product_id),
      childId: buying.childId ?? undefined,
      coupon: coupon.applied?.code,
    });
    const affiliate = affiliateUid();
    await buy.run({
      product_id: product.product_id,
      payment_type: paymentTypeFor(international),
      expected_amount: payable,
      ...(rupees ? { state_name: state } : {}),
      ...(coupon.applied ? { coupon: coupon.applied.code } : {}),
      ...(buying.childId ? { child_id: buying.childId } : {}),
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

  const starting = buy.pending || start !== null;
  return (
    <div className={styles.page}>
      <title>{`${product.product_name} · Fluentia`}</title>
      {buyNow ? (
        <>
          <BuyNowBox
            price={money(payable, price.currency)}
            state={state}
            needsState={rupees}
            onState={setState}
            stateError={stateError}
            onStart={autoStart}
            onCancel={cancelBuyNow}
            started={starting}
          />
          {buy.error ? <ErrorAlert error={buy.error} /> : null}
        </>
      ) : null}
      <div className={buyNow ? `${styles.product} ${styles.solo}` : styles.product}>
        <ProductDetails product={product} childId={buying.acting ? null : buying.childId} />
        {/* Spec 02 §2: no side panel in buy-now mode. */}
        <BuyPanel
          product={product}
          international={international}
          payable={payable}
          coupon={coupon}
          buying={buying}
          onChooseChild={onChooseChild}
          childError={childError}
          state={state}
          onState={setState}
          stateError={stateError}
          onBuy={() => void onBuy()}
          busy={starting}
          error={buyNow ? null : buy.error}
          starting={start !== null}
          hidden={buyNow}
        />
      </div>

      {sticky && !start && !buyNow ? (
        <div className={styles.stickyBar}>
          <span className={styles.offer}>{money(payable, price.currency)}</span>
          <Button
            onClick={() =>
              document.getElementById('buy-panel')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
            }
          >
            Buy Now
          </Button>
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
