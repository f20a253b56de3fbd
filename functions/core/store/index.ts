/**
 * The core's store: the only place the shared kernel (functions/core/) reads or writes DynamoDB,
 * by entity (keys in functions/data/keys.ts). Its modules and the areas call these functions by
 * their domain names; the items of a transaction a rule composes are built here, its condition
 * passed in.
 */
export * from './users';
export * from './notifications';
export * from './learning';
export * from './family';
export * from './attempts';
export * from './privacy';
