import { useCallback, useEffect, useRef, useState } from 'react';
import { clientMessages } from '#shared/errors';
import { isApiError } from '../../../lib/api-error';
import { checkCoupon } from '../api/commerce';

export interface AppliedCoupon {
  code: string;
  price: number;
  saved: number;
}

/**
 * The product page's coupon box (spec 02 §4 coupon): blank gives 'Please enter a coupon code.'; a
 * valid one shows its price; another clears the price and shows the server's reason. A coupon in the
 * address (`coupon=`: a retry after a decline, a link with a code) is checked at once, so the price
 * shown is the price charged: the page never pays the full price for a coupon the buyer still sees.
 */
export function useCoupon(productId: number, initial: string) {
  const [text, setText] = useState(initial);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);

  const apply = useCallback(
    async (raw: string): Promise<AppliedCoupon | null> => {
      const code = raw.trim();
      setApplied(null);
      if (!code) {
        setError('Please enter a coupon code.');
        return null;
      }
      setError(undefined);
      setApplying(true);
      try {
        const { data } = await checkCoupon(code, productId);
        const result = { code: code.toUpperCase(), price: data.discounted_price, saved: data.discount_price };
        setApplied(result);
        return result;
      } catch (cause) {
        setError(isApiError(cause) ? cause.message : clientMessages.network);
        return null;
      } finally {
        setApplying(false);
      }
    },
    [productId],
  );

  const checkedInitial = useRef(false);
  useEffect(() => {
    if (checkedInitial.current || !initial.trim()) return;
    checkedInitial.current = true;
    void apply(initial);
  }, [apply, initial]);

  /** Typed but not applied: Buy Now applies it first rather than charge the price without it. */
  const pending = text.trim() !== '' && text.trim().toUpperCase() !== applied?.code;
  return {
    text,
    setText: (value: string) => setText(value.replace(/\s/g, '')),
    applied,
    error,
    applying,
    apply,
    pending,
  };
}
