import type { Caller } from '#shared/api/caller';
import { AppError } from '#shared/errors';
import { ownChild, type OwnChild } from '../core/children';

/**
 * Who pays, and for whom (the `buyer` access level, docs/decisions.md). Buying is always the
 * account holder's act: a parent acting for a child (the delegation token) pays from their own
 * account for that child and for no other; an adult with their own token pays for themselves, or
 * for a child of their own they name. The payer's partition holds the order, whichever token came.
 */
export interface Buyer {
  payerId: string;
  /** The child the purchase is for: the acting child, or the parent's own child named in the request. */
  child?: OwnChild;
}

/** The payer's id without reading anything (orders, payment logs). */
export function payerOf(caller: Caller): string {
  return caller.actingParentId ?? caller.userId;
}

export async function buyerOf(caller: Caller, namedChildId?: string): Promise<Buyer> {
  if (caller.actingParentId) {
    // The token names its child: asking for a sibling with it answers as another parent's child does.
    if (namedChildId && namedChildId !== caller.userId) throw new AppError('childNotFound');
    return { payerId: caller.actingParentId, child: await ownChild(caller.actingParentId, caller.userId) };
  }
  if (!namedChildId) return { payerId: caller.userId };
  return { payerId: caller.userId, child: await ownChild(caller.userId, namedChildId) };
}
