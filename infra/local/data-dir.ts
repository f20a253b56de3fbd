import path from 'node:path';

/** Where `npm start` keeps its data between runs (git-ignored); `npm run reset` wipes it. */
export const defaultDataDir = path.resolve(import.meta.dirname, '../../.local');
