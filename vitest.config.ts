import { defineConfig } from 'vitest/config';

/**
 * Four suites, run in this order by `npm test`: unit (pure logic, handlers with mocked AWS clients,
 * web components), infra (CDK assertions), integration (handlers through the local API against
 * DynamoDB Local and s3rver), e2e (Chromium against a whole local stack).
 */
const common = { env: { LOG_LEVEL: 'silent' }, setupFiles: ['infra/config/node-warnings.ts'] };

export default defineConfig({
  test: {
    projects: [
      // 15 s rather than 5: on a shared 2-core machine a first use (a word list, a lazy screen) can take seconds.
      {
        test: {
          ...common,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: [...common.setupFiles, 'tests/support/unit-env.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...common,
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...common,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
