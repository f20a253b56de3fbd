import { defineConfig } from 'vitest/config';

/**
 * Four suites, run in this order by `npm test`: unit (pure logic, handlers with mocked AWS clients,
 * web components), infra (CDK assertions), integration (handlers through the local API against
 * DynamoDB Local and s3rver), e2e (Chromium against a whole local stack).
 */
const common = { env: { LOG_LEVEL: 'silent' }, setupFiles: ['infra/config/node-warnings.ts'] };

/**
 * Timeouts are ceilings for a test that hangs, never a speed goal (speed goals live in the bench): on
 * a shared 2-core machine a test that takes 3 s alone took 19 s beside other engineers' runs, so
 * each suite has one generous ceiling and tests do not set shorter ones (docs/testing.md).
 */
const ceilings = (seconds: number) => ({ testTimeout: seconds * 1000, hookTimeout: seconds * 1000 });

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one file at a time on this 2-core machine (decision 0743).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/web/**'],
          setupFiles: [...common.setupFiles, 'tests/support/unit-env.ts'],
          // One module graph per worker (decision 0743): the files share what they import, at half the CPU.
          isolate: false,
          ...ceilings(120),
        },
      },
      {
        test: {
          ...common,
          name: 'unit-web',
          include: ['tests/unit/web/**/*.test.{ts,tsx}'],
          setupFiles: [...common.setupFiles, 'tests/support/unit-env.ts'],
          // Each file in a module graph of its own: shared, two web files failed by the order they ran in
          // (docs/testing.md, "Tests that fail by chance").
          ...ceilings(120),
        },
      },
      {
        test: {
          ...common,
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          // One module graph per worker, so files share each environment's app and templates (tests/infra/support.ts).
          isolate: false,
          ...ceilings(300),
        },
      },
      {
        test: {
          ...common,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          ...ceilings(300),
        },
      },
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          ...ceilings(300),
        },
      },
    ],
  },
});
