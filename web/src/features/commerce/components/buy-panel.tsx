import type { Product } from '#shared/api/contract-commerce';
import { gstFlag } from '#shared/commerce/states';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { money, prices } from '../../../components/products/price';
import type { BuyingFor } from '../hooks/use-buying-for';
import type { useCoupon } from '../hooks/use-coupon';
import { ChildChoice } from './child-choice';
import { StateSelect } from './state-select';
import styles from './commerce.module.css';

/**
 * The product page's side panel (spec 02 §2): the price (what is charged: with the coupon applied),
 * the GST note for rupees, whom a children's product is for, the coupon box, the state (rupees only:
 * a dollar buyer is abroad and is asked no Indian state) and Buy Now.
 */
export interface BuyPanelProps {
  product: Product;
  international: boolean;
  payable: number;
  coupon: ReturnType<typeof useCoupon>;
  buying: BuyingFor;
  onChooseChild: (childId: string) => void;
  childError: string | undefined;
  state: string;
  onState: (state: string) => void;
  stateError: string | undefined;
  onBuy: () => void;
  busy: boolean;
  error: unknown;
  starting: boolean;
  hidden: boolean;
}

export function BuyPanel(props: BuyPanelProps) {
  const { product, international, payable, coupon, buying, state } = props;
  const price = prices(product, international);
  const held = product.for_child && product.is_purchased;
  return (
    <aside id="buy-panel" className={styles.panel} aria-label="Buy this course" hidden={props.hidden}>
      <p className={styles.price}>
        <span className={styles.offer}>{money(payable, price.currency)}</span>
        {price.original > payable ? <s className={styles.original}>{money(price.original, price.currency)}</s> : null}
        {price.original > payable ? (
          <span className={styles.off}>{Math.round(((price.original - payable) / price.original) * 100)}% off</span>
        ) : null}
      </p>
      {price.currency === 'INR' ? (
        <p className={styles.gstNote}>
          Price includes GST{state ? (gstFlag(state) === 'N' ? ' (CGST and SGST)' : ' (IGST)') : ''}.
        </p>
      ) : (
        <p className={styles.gstNote}>Price in US dollars, paid by card. No Indian tax is added.</p>
      )}
      {product.for_child ? (
        <ChildChoice buying={buying} onChoose={props.onChooseChild} error={props.childError} />
      ) : null}
      {held ? (
        <p className={styles.owned}>{buying.childName ?? 'Your child'} already has this course.</p>
      ) : (
        <>
          <div className={styles.couponRow}>
            <TextField
              name="coupon"
              label="Coupon code"
              value={coupon.text}
              onChange={(e) => coupon.setText(e.target.value)}
              error={coupon.error}
              autoComplete="off"
            />
            <Button variant="secondary" onClick={() => void coupon.apply(coupon.text)} busy={coupon.applying}>
              Apply
            </Button>
          </div>
          {coupon.applied ? (
            <p className={styles.saved}>Great! You just saved {money(coupon.applied.saved, price.currency)}</p>
          ) : null}
          {price.currency === 'INR' ? (
            <>
              {!state ? <p className={styles.banner}>Please select the State</p> : null}
              <StateSelect value={state} onChange={props.onState} error={props.stateError} />
            </>
          ) : null}
          <Button onClick={props.onBuy} busy={props.busy}>
            Buy Now
          </Button>
        </>
      )}
      {props.error ? <ErrorAlert error={props.error} /> : null}
      {props.starting ? <p role="status">Taking you to the secure payment page…</p> : null}
    </aside>
  );
}
