import { config } from './config';

/**
 * The physical name of the `main` table (declared in ./tables.ts): the one place the stores and the
 * data helpers get it from, so no module spells `config().table('main')` itself.
 */
export const mainTable = (): string => config().table('main');
