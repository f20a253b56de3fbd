// Unit tests run handlers in-process with mocked AWS clients; they still need a complete config.
process.env.APP_ENV ??= 'test';
process.env.AWS_REGION ??= 'ap-south-1';
process.env.TABLE_MAIN ??= 'fluentia-test-main';
process.env.BUCKET_UPLOADS ??= 'fluentia-test-uploads';
process.env.BUCKET_GENERATED ??= 'fluentia-test-generated';
process.env.BUCKET_CONTENT ??= 'fluentia-test-content';
process.env.LOG_LEVEL ??= 'silent';
// The origin secret the local CloudFront adds; apiEvent (./events.ts) sends it as CloudFront would.
process.env.ORIGIN_SECRET ??= 'unit-test-origin-secret';

// Screens load lazily; on a busy 2-core CI machine the first render of a chunk can take over the
// 1-second default that findBy* waits. The wait is a ceiling, not a delay.
import { configure } from '@testing-library/dom';
configure({ asyncUtilTimeout: 10_000 });

// Web code reads the slim route table the build defines as __API_ROUTES__ (web/api-routes-define.ts).
import { slimRoutes } from '../../web/api-routes-define';
(globalThis as { __API_ROUTES__?: unknown }).__API_ROUTES__ = slimRoutes();

// Analytics beacons (web/src/lib/analytics-sender.ts) have no server in unit tests: happy-dom's
// sendBeacon would fetch localhost and log the refused connection. Screens' tests do not read them;
// tests/unit/web/analytics-sender.test.ts replaces this with a spy.
if (typeof navigator !== 'undefined' && typeof window !== 'undefined') {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
}

// Files share a worker's module graph and environment (isolate: false, decision 0743): each leaves the
// worker as it found it, so no file depends on which files ran before it. A file that mocks an AWS client
// (aws-sdk-client-mock replaces the class's send for every instance) restores it in its own afterAll.
import { afterAll, vi } from 'vitest';
const envAtStart = { ...process.env };
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key];
  Object.assign(process.env, envAtStart);
  if (typeof window !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
  // Source modules' own state (caches, the chosen adapters, the SWR cache) starts again in the next file.
  vi.resetModules();
});
