// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MicPermissionHelp,
  browserOf,
} from '../../../../web/src/features/assessment/components/answers/mic-permission';

/** The permit-mic help (spec 02 §8): the spec's words and the steps for the learner's own browser. */
const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('the browser whose steps the permit-mic help shows', () => {
  it('tells Chrome, Edge, Safari on a Mac, Firefox, iOS and Android apart', () => {
    expect(browserOf(agents.chromeWindows)).toBe('chrome');
    expect(browserOf(agents.chromeMac)).toBe('chrome');
    expect(browserOf(agents.edge)).toBe('edge');
    expect(browserOf(agents.edgeMac)).toBe('edge');
    expect(browserOf(agents.safariMac)).toBe('safari');
    expect(browserOf(agents.firefox)).toBe('firefox');
    expect(browserOf(agents.firefoxMac)).toBe('firefox');
    expect(browserOf(agents.iphone, 5)).toBe('ios');
    expect(browserOf(agents.android, 5)).toBe('android');
  });

  it('knows an iPad by its touch screen, as iPadOS Safari says it is a Mac', () => {
    expect(browserOf(agents.safariMac, 5)).toBe('ios');
    expect(browserOf(agents.safariMac, 0)).toBe('safari');
  });
});

describe('the permit-mic help', () => {
  const real = navigator.userAgent;
  afterEach(() => {
    cleanup();
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: real });
  });

  const as = (agent: string) => Object.defineProperty(navigator, 'userAgent', { configurable: true, value: agent });

  it('gives Safari on a Mac its own steps, with the spec’s words and the troubleshooting guidelines', () => {
    as(agents.safariMac);
    render(<MicPermissionHelp problem="denied" onClose={() => {}} />);
    expect(screen.getByText('This question requires you to record your answer(s).')).toBeTruthy();
    expect(screen.getByText('In the menu bar, choose Safari, then Settings for This Website.')).toBeTruthy();
    expect(screen.queryByText(/Always allow/)).toBeNull();
    expect(screen.getByText('Microphone troubleshooting guidelines')).toBeTruthy();
  });

  it('gives Edge its own steps', () => {
    as(agents.edge);
    render(<MicPermissionHelp problem="denied" onClose={() => {}} />);
    expect(
      screen.getByText('Click the padlock at the left of the address bar, then Permissions for this site.'),
    ).toBeTruthy();
  });
});
