import * as keys from '../data/keys';
import { isConditionFailure } from '../data/keys';
import { transact } from '../lib/transactions';
import { orgWrites, readOrg, readSeatPool, type OrgRecord, type SeatPool } from '../core/store';

/**
 * An organisation and its pools of seats, as an operator makes and changes them (npm run org:create,
 * org:seats; docs/operations.md, "Onboarding an organisation"). Each save is idempotent: the same
 * values again change nothing and say so; a change writes only under the condition that the record
 * is still what was read, so two operators cannot overwrite each other unknowingly.
 */
export interface Saved {
  created: boolean;
  /** The fields that differ from what was stored (all of them for a new record). */
  changed: string[];
}

export class OperatorRefusal extends Error {}

type OrgFields = Omit<OrgRecord, 'createdAt' | 'updatedAt'>;
const optionOf = { orgName: '--name', kind: '--kind', contact: '--contact-name' } as const;
type PoolFields = Omit<SeatPool, 'issued' | 'createdAt'>;

/** Makes the organisation, or changes the fields given (those not given stay as they are). */
export async function saveOrg(
  fields: Pick<OrgFields, 'orgId'> & Partial<OrgFields>,
  options: { dryRun: boolean; now?: Date },
): Promise<Saved> {
  const at = (options.now ?? new Date()).toISOString();
  const existing = await readOrg(fields.orgId, true);
  if (!existing) {
    const missing = (['orgName', 'kind', 'contact'] as const).filter((f) => fields[f] === undefined);
    if (missing.length)
      throw new OperatorRefusal(`A new organisation needs ${missing.map((f) => optionOf[f]).join(', ')}.`);
    if (!options.dryRun)
      await put({ ...keys.org(fields.orgId), entity: 'org', ...fields, createdAt: at, updatedAt: at });
    return { created: true, changed: Object.keys(fields) };
  }
  const changed = differing(existing, fields);
  if (changed.length && !options.dryRun) await update(keys.org(fields.orgId), fields, changed, existing.updatedAt, at);
  return { created: false, changed };
}

/**
 * A pool's seats may grow, or shrink to no fewer than its keys issued; its name and last day may
 * change; its courses, once keys carry them, may not (a new pool is the way to sell other courses).
 */
export async function savePool(fields: PoolFields, options: { dryRun: boolean; now?: Date }): Promise<Saved> {
  const at = (options.now ?? new Date()).toISOString();
  if (!(await readOrg(fields.orgId, true))) throw new OperatorRefusal(`No organisation has the id ${fields.orgId}.`);
  const existing = await readSeatPool(fields.orgId, fields.poolId);
  if (!existing) {
    const item = {
      ...keys.orgSeats(fields.orgId, fields.poolId),
      entity: 'seats',
      ...fields,
      issued: 0,
      createdAt: at,
    };
    if (!options.dryRun) await put(item);
    return { created: true, changed: Object.keys(fields) };
  }
  const changed = differing(existing, fields);
  if (changed.includes('courses') && existing.issued > 0)
    throw new OperatorRefusal(
      `The seats ${fields.poolId} have ${existing.issued} keys that grant their courses; make a new pool for other courses.`,
    );
  if (fields.seats < existing.issued)
    throw new OperatorRefusal(
      `The seats ${fields.poolId} have ${existing.issued} keys issued: they cannot be fewer than that (revoke keys first).`,
    );
  if (changed.length && !options.dryRun) {
    try {
      await transact([
        orgWrites.update(keys.orgSeats(fields.orgId, fields.poolId), {
          ...setFields(fields, changed),
          // The admins' issues move `issued`: the seats may not drop below it meanwhile.
          ConditionExpression: 'issued <= :seats',
          ExpressionAttributeValues: {
            ...setFields(fields, changed).ExpressionAttributeValues,
            ':seats': fields.seats,
          },
        }),
      ]);
    } catch (error) {
      if (isConditionFailure(error)) throw new OperatorRefusal('Keys were issued meanwhile: run the command again.');
      throw error;
    }
  }
  return { created: false, changed };
}

function differing(stored: object, fields: object): string[] {
  return Object.entries(fields)
    .filter(([name, value]) => canonical((stored as Record<string, unknown>)[name]) !== canonical(value))
    .map(([name]) => name);
}

/** JSON with every object's keys in order: a stored map reads back in any order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function setFields(fields: object, names: string[]) {
  const values = fields as Record<string, unknown>;
  return {
    UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])) as Record<
      string,
      unknown
    >,
  };
}

async function put(item: Record<string, unknown> & keys.Key): Promise<void> {
  try {
    await transact([orgWrites.put(item, { ConditionExpression: 'attribute_not_exists(pk)' })]);
  } catch (error) {
    if (isConditionFailure(error)) throw new OperatorRefusal('It was made meanwhile: run the command again.');
    throw error;
  }
}

async function update(key: keys.Key, fields: object, names: string[], was: string | undefined, at: string) {
  const set = setFields({ ...fields, updatedAt: at }, [...names, 'updatedAt']);
  try {
    await transact([
      orgWrites.update(key, {
        ...set,
        ConditionExpression: was ? 'updatedAt = :was' : 'attribute_not_exists(updatedAt)',
        ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...(was ? { ':was': was } : {}) },
      }),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new OperatorRefusal('It was changed meanwhile: run the command again.');
    throw error;
  }
}
