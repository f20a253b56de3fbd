import { build } from 'vite';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack';

/** E2E suite: builds the web app as it ships, then serves it with the API on one local URL. */
export default async function setup(project: TestProject) {
  await build({ configFile: path.resolve(import.meta.dirname, '../../web/vite.config.ts'), logLevel: 'warn' });
  const stack = await startTestStack('dist');
  project.provide('baseUrl', stack.url);
  project.provide('endpoints', stack.endpoints);
  project.provide('signingKey', JSON.stringify(stack.keys.privateJwk));
  project.provide('mountedRoutes', stack.routes);
  return () => stack.teardown();
}
