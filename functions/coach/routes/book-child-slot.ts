import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { freeSlots } from '../coaching';
import { callView } from '../call-view';
import { bookChildSlot, childSlotContext } from '../child-slot';

/**
 * POST v1/book_child_slot: the parent books their child's 30-minute speaking test in a slot the
 * coach offers. One booking per slot and one per test, by the coach-call booking transaction.
 */
export const handler = http(
  'bookChildSlot',
  async ({ caller, input }) => {
    const now = new Date();
    const context = await childSlotContext(caller.userId, input.child_id);
    // A time the coach offers at all; whether it is still free is the booking transaction's answer
    // ('Someone has just booked this time'), so racing parents all hear the same refusal.
    if (!freeSlots(context.coach, new Set(), now).includes(input.start)) throw new AppError('slotNotAvailable');
    const call = await bookChildSlot(context, input.start, now);
    return ok(callView(call, now.getTime()), 'The speaking test is booked.');
  },
  { idempotency },
);
