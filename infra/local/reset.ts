import { rmSync } from 'node:fs';
import { defaultDataDir } from '../config/paths';

/** `npm run reset`: wipes the local data folder (tables, uploads, keys). Stop `npm start` first. */
rmSync(defaultDataDir, { recursive: true, force: true });
console.log(`Local data wiped (${defaultDataDir}). The next \`npm start\` begins from fresh tables and seed data.`);
