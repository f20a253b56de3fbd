import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint step's rules (eslint.config.js, docs/testing.md "Lint") fail on what they forbid: each case
 * lints a file that is not in the tree, at the path it would have, against the real tree beside it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('the lint step', () => {
  it('lets an area import core, lib, data, shared and another area’s facade', async () => {
    const code = [
      "import { getUser } from '../core/users';",
      "import { http } from '../lib/http';",
      "import * as keys from '../data/keys';",
      "import { AppError } from '#shared/errors';",
      "import { callStatus } from '../coach/facade';",
      'export { getUser, http, keys, AppError, callStatus };',
    ].join('\n');
    expect(await rulesBroken('functions/family/probe.ts', code)).toEqual([]);
  });

  it('refuses an area importing another area’s modules or routes, and any product code importing tests/', async () => {
    expect(await rulesBroken('functions/family/probe.ts', "export { listCalls } from '../coach/calls';")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(
      await rulesBroken('functions/family/probe.ts', "export { handler } from '../coach/routes/book-call';"),
    ).toEqual(['boundaries/dependencies']);
    // Below the areas, an import running up is refused, and is a circle too.
    expect(await rulesBroken('functions/lib/probe.ts', "export { getUser } from '../core/users';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('functions/data/probe.ts', "export { log } from '../lib/log';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    expect(
      await rulesBroken('shared/probe.ts', "export { signInDemoParent } from '../tests/support/api-client';"),
    ).toEqual(['boundaries/dependencies']);
  });

  it('fails on a circle between functions/ folders, even through a facade', async () => {
    // identity imports core, so core importing identity's facade closes a circle.
    expect(await rulesBroken('functions/core/probe.ts', "export { loginRef } from '../identity/facade';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    // speech is imported by assessment (its facade): speech importing assessment's modules goes round.
    expect(
      await rulesBroken('functions/speech/probe.ts', "export { submitAnswer } from '../assessment/submit';"),
    ).toContain('fluentia/area-cycles');
  });

  it('keeps web features apart: shared -> features -> app', async () => {
    expect(await rulesBroken('web/src/features/courses/probe.ts', "export * from '../family/api/children';")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('web/src/lib/probe.ts', "export * from '../features/courses/api/courses';")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('web/src/components/probe.ts', "export * from '../app/guards';")).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('lets an infra/ stack import its own folder, constructs/, config/, functions/ and #shared', async () => {
    const code = [
      "import { RouteFunction } from '../constructs/route-function';",
      "import type { DataResources } from '../constructs/resources';",
      "import type { EnvSettings } from '../config/environments';",
      "import { contentSecurityPolicy } from './csp';",
      "import { tables } from '#functions/data/tables';",
      "import { routes } from '#shared/api/routes';",
      'export { RouteFunction, contentSecurityPolicy, tables, routes };',
      'export type { DataResources, EnvSettings };',
    ].join('\n');
    expect(await rulesBroken('infra/web/probe.ts', code)).toEqual([]);
    // The app wires the stacks; the local stack and the operator commands may read a stack's declarations.
    expect(await rulesBroken('infra/probe.ts', "export { DataStack } from './data/data-stack';")).toEqual([]);
    expect(
      await rulesBroken('infra/local/probe.ts', "export { securityHeaders } from '../web/security-headers';"),
    ).toEqual([]);
  });

  it('refuses an infra/ stack importing another stack, and any import running up infra/’s floors', async () => {
    // Stacks meet only through the props app.ts passes (constructs/resources.ts), even for a type.
    expect(await rulesBroken('infra/web/probe.ts', "export type { ApiStack } from '../api/api-stack';")).toEqual([
      'boundaries/dependencies',
    ]);
    // Below the stacks, an import running up is refused, and is a circle too.
    expect(await rulesBroken('infra/constructs/probe.ts', "export { DataStack } from '../data/data-stack';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('infra/config/probe.ts', "export { alarm } from '../constructs/alarms';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('infra/ops/probe.ts', "export { buildApp } from '../app';")).toEqual([
      'fluentia/area-cycles',
      'boundaries/dependencies',
    ]);
    // Nothing of the floors imports the local stack or an operator command.
    expect(await rulesBroken('infra/api/probe.ts', "export { startLocalStack } from '../local/stack';")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await rulesBroken('infra/probe.ts', "export { importFolder } from './content/import-folder';")).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('fails on a circle between infra/ folders, or between two files of one folder', async () => {
    // The local stack seeds content with content/'s importers: a content command importing local/ goes round.
    expect(await rulesBroken('infra/content/probe.ts', "export { startLocalStack } from '../local/stack';")).toEqual([
      'fluentia/area-cycles',
    ]);
    // route-function.ts imports bundling.ts: bundling.ts importing it back closes a circle of files.
    expect(
      await rulesBroken('infra/constructs/bundling.ts', "export { RouteFunction } from './route-function';"),
    ).toEqual(['fluentia/area-cycles']);
  });

  it('lets DynamoDB be imported in a store, not in a domain module', async () => {
    const code = "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport { GetCommand };";
    expect(await rulesBroken('functions/family/store.ts', code)).toEqual([]);
    expect(await rulesBroken('functions/family/child-view-probe.ts', code)).toEqual(['no-restricted-imports']);
  });
});
