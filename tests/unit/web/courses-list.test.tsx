// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { clearSession } from '../../../web/src/lib/session';
import { fail, mockApi, ok } from './auth-support';
import { summary } from './courses-support';
import { renderApp, signIn } from './support';

const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;
const buttonOf = (title: string) => within(cardOf(title)).getAllByRole('link').at(-1) as HTMLAnchorElement;

describe('course list pages (/online, /live, /coach)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it('labels the card button Start at 0 %, Continue above 0, Redo at 100 %, each opening the course', async () => {
    signIn();
    mockApi({
      '/v1/courses': () =>
        ok([
          summary({ course_id: 1, course_title: 'Fresh', percentcomplete: 0 }),
          summary({ course_id: 2, course_title: 'Halfway', percentcomplete: 40 }),
          summary({ course_id: 3, course_title: 'Done', percentcomplete: 100 }),
          summary({ course_id: 4, course_title: 'A live class', type: 'live' }),
        ]),
    });
    renderApp('/online');
    await screen.findByRole('heading', { level: 2, name: 'Fresh' });
    expect(buttonOf('Fresh').textContent).toBe('Start');
    expect(buttonOf('Halfway').textContent).toBe('Continue');
    expect(buttonOf('Done').textContent).toBe('Redo');
    expect(buttonOf('Halfway').getAttribute('href')).toBe('/mycourse?course_id=2');
    expect(within(cardOf('Halfway')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(cardOf('Halfway')).getByText('40%')).toBeTruthy();
    // Only online courses on /online.
    expect(screen.queryByText('A live class')).toBeNull();
    expect(document.title).toBe('Online Lessons · Fluentia');
  });

  it('shows View for a course with a scheduling link, opening the course page where it books, and the valid-until date', async () => {
    signIn();
    mockApi({
      '/v1/courses': () =>
        ok([
          summary({
            course_id: 487,
            course_title: 'Coach Plus',
            type: 'coach',
            percentcomplete: 40,
            calendly_url: 'https://calendly.example/coach',
            close_date: '2027-03-31',
          }),
          summary({ course_id: 488, course_title: 'Call pack', type: 'call_based_coach' }),
        ]),
    });
    renderApp('/coach');
    await screen.findByRole('heading', { level: 2, name: 'Coach Plus' });
    const view = buttonOf('Coach Plus');
    expect(view.textContent).toContain('View');
    // The product books calls itself, on the course page (decision 0838): never the external scheduling page.
    expect(view.getAttribute('href')).toBe('/mycourse?course_id=487');
    expect(view.getAttribute('target')).toBeNull();
    expect(within(cardOf('Coach Plus')).getByText('Valid until 31 Mar 2027')).toBeTruthy();
    // The title still opens the course; every coach type is listed.
    expect(within(cardOf('Coach Plus')).getByRole('link', { name: 'Coach Plus' }).getAttribute('href')).toBe(
      '/mycourse?course_id=487',
    );
    expect(buttonOf('Call pack').textContent).toBe('Start');
  });

  it('says a course whose last day has gone has expired, and offers Renew instead of Start', async () => {
    signIn();
    mockApi({ '/v1/courses': () => ok([summary({ course_title: 'Old', close_date: '2020-01-31' })]) });
    renderApp('/online');
    await screen.findByRole('heading', { level: 2, name: 'Old' });
    expect(within(cardOf('Old')).getByText('Expired on 31 Jan 2020')).toBeTruthy();
    expect(within(cardOf('Old')).queryByText(/Valid until/)).toBeNull();
    expect(within(cardOf('Old')).getByRole('link', { name: 'Renew Old' }).getAttribute('href')).toBe('/buycourse');
    expect(within(cardOf('Old')).queryByRole('link', { name: /^(Start|Continue|Redo) / })).toBeNull();
    expect(within(cardOf('Old')).queryByRole('link', { name: 'Old' })).toBeNull();
  });

  it('explains an empty live list, with a View/Hide toggle for the live-class demo and a link to buy', async () => {
    signIn({ isRetail: true });
    mockApi({ '/v1/courses': () => ok([summary({ type: 'online' })]) });
    renderApp('/live');
    await screen.findByRole('heading', { level: 2, name: "You haven't bought any live classes yet" });
    const toggle = screen.getByRole('button', { name: /View how it works/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const demo = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(demo.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Hide how it works');
    expect(demo.hidden).toBe(false);
    expect(within(demo).getByRole('heading', { name: 'How a live class works' })).toBeTruthy();
    expect(within(demo).getAllByRole('listitem').length).toBeGreaterThan(2);

    fireEvent.click(toggle);
    expect(demo.hidden).toBe(true);
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/buycourse');
  });

  it('has no demo for online lessons, and sends non-retail users to their organisation instead of the shop', async () => {
    signIn({ isRetail: false });
    mockApi({ '/v1/courses': () => ok([]) });
    renderApp('/online');
    await screen.findByRole('heading', { level: 2, name: "You haven't bought any online lessons yet" });
    expect(screen.queryByRole('button', { name: /View/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Browse courses' })).toBeNull();
    expect(screen.getByText(/Your organisation assigns your courses/)).toBeTruthy();
  });

  it('shows the coach demo behind its toggle', async () => {
    signIn();
    mockApi({ '/v1/courses': () => ok([]) });
    renderApp('/coach');
    await screen.findByRole('heading', { level: 2, name: "You haven't bought any coach courses yet" });
    fireEvent.click(screen.getByRole('button', { name: /View how it works/ }));
    expect(screen.getByRole('heading', { name: 'How a coach course works' })).toBeTruthy();
  });

  it('shows a failed list with the server message and a retry', async () => {
    signIn();
    // The client asks a 503 again by itself (lib/retry-policy.ts): the message shows once its retries are spent.
    let down = true;
    const api = mockApi({
      '/v1/courses': () =>
        down ? fail('A service the product needs is not answering. Please try again shortly.', 503) : ok([summary()]),
    });
    renderApp('/online');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A service the product needs is not answering.');
    expect(api.calls('/v1/courses')).toHaveLength(3);
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Everyday English' });
  });

  it('shows retail learners the recommended strip (related products, in their currency), tracked on click; organisation learners none', async () => {
    const product = {
      product_id: 5001,
      product_name: 'Everyday English for Adults',
      product_tag_line: 'Speak with confidence',
      offer_price: 1499,
      original_price: 2499,
      offer_price_usd: 29,
      original_price_usd: 49,
    };
    signIn({ isRetail: true });
    const api = mockApi({
      '/v1/courses': () => ok([]),
      '/v3/user_profile': () => ok({ is_international: true }),
      '/v1/relatedproducts': () => ok([product]),
    });
    renderApp('/online');
    const strip = await screen.findByRole('region', { name: 'Recommended Courses' });
    expect(within(strip).getByText('$29')).toBeTruthy();
    expect(within(strip).getByText('41% off')).toBeTruthy();
    expect(api.calls('/v1/relatedproducts')[0]?.path).toContain('international=1');
    window.dataLayer = [];
    fireEvent.click(within(strip).getByRole('link', { name: 'Learn more about Everyday English for Adults' }));
    expect(window.dataLayer).toContainEqual({
      event: 'recommended_product_click',
      product_id: 5001,
      source: 'course_list_online',
    });
    cleanup();
    clearSession();

    signIn({ isRetail: false });
    const org = mockApi({
      '/v1/courses': () => ok([]),
      '/v3/user_profile': () => ok({ is_international: false }),
      '/v1/relatedproducts': () => ok([product]),
    });
    renderApp('/live');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Recommended Courses' })).toBeNull();
    expect(org.calls('/v1/relatedproducts')).toHaveLength(0);
  });
});
