/**
 * DynamoDB tables and their indexes, declared once. infra/ builds the real tables from these
 * declarations and the local stack creates the same tables in DynamoDB Local, so the code that
 * queries them and the tables themselves cannot disagree. Access patterns: docs/data-model.md.
 */
export interface IndexDecl {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDecl {
  /** Logical id; the physical name is `fluentia-<env>-<id>`. */
  id: string;
  partitionKey: string;
  sortKey: string;
  indexes: readonly IndexDecl[];
  /** Epoch-seconds attribute after which DynamoDB deletes the item (OTPs, challenges, tokens). */
  ttlAttribute: string;
}

/** Single-table design: every entity lives in `main`, keyed by its own prefixes. */
export const tables = {
  main: {
    id: 'main',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDecl>;

export type TableId = keyof typeof tables;
/** The name of an index of one of the tables (a grant names the indexes its function queries). */
export type IndexName = (typeof tables)[TableId]['indexes'][number]['name'];

export function physicalTableName(env: string, id: TableId): string {
  return `fluentia-${env}-${id}`;
}

/** The environment variable that carries a table's physical name into a function. */
export function tableEnvVar(id: TableId): string {
  return `TABLE_${id.toUpperCase()}`;
}
