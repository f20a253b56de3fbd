import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { TestClient } from '../support/api-client';
import { fakeSession } from '../support/fake-session';

/**
 * Shared by the family e2e suites (not a test file itself): a browser context signed in as a parent acting for one
 * of their children, as Take a test as a child leaves it (the parent's token and the child token the API gives).
 */
export async function parentActingFor(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  parent: { client: TestClient; userId: string },
  child: { childId: string; childName: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const childToken = (await parent.client.post('/v1/usertoken', { child_id: child.childId })).body.data.token as string;
  const context = await newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(
    (value) => localStorage.setItem('fluentia:session', value),
    JSON.stringify(
      fakeSession({
        token: parent.client.token!,
        login_user_id: parent.userId,
        userType: 'k',
        isParent: true,
        actingChild: { childId: child.childId, token: childToken, childName: child.childName },
      }),
    ),
  );
  return context;
}
