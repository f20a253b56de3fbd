import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack';

/** Integration suite: one API-only stack (DynamoDB Local + s3rver + handlers) shared by all files. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack('none');
  project.provide('baseUrl', stack.url);
  project.provide('endpoints', stack.endpoints);
  project.provide('signingKey', JSON.stringify(stack.keys.privateJwk));
  project.provide('mountedRoutes', stack.routes);
  // Operator commands (npm run staff:…) find the stack through its data folder, as they do locally.
  project.provide('dataDir', stack.dataDir);
  return () => stack.teardown();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    endpoints: { dynamodb: string; s3: string; apiOrigin: string };
    signingKey: string;
    mountedRoutes: string[];
    dataDir: string;
  }
}
