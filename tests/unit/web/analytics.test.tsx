// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { track } from '../../../web/src/lib/analytics';

describe('analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates window.dataLayer when absent and pushes the event with its parameters', () => {
    track('web_signin', { method: 'pin' });
    expect(window.dataLayer).toEqual([{ event: 'web_signin', method: 'pin' }]);
  });

  it('appends to a queue the tag manager already set up', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    track('child_signin');
    track('kids_registration_started', { grade: 5 });
    expect(window.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { event: 'child_signin' },
      { event: 'kids_registration_started', grade: 5 },
    ]);
  });
});
