// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetails } from '../../../shared/api/contract';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { clearSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { details, element, instructions, scoreData, unit } from './courses-support';
import { renderApp, setViewportWidth, signIn } from './support';

function openCourse(course: CourseDetails, path = '/mycourse') {
  signIn({ activeCourseId: String(course.course_id) });
  const api = mockApi({ [`/v1/courses/${course.course_id}`]: () => ok(course), '/v1/mystep': () => ok(scoreData()) });
  const view = renderApp(path);
  return { api, ...view };
}

const mainControl = () => screen.getByRole('button', { name: /^(GET STARTED|CONTINUE|REDO)$/ });
const unitSection = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('course page (/mycourse)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    setViewportWidth(1024);
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it.each([
    ['GET STARTED', { completedPercent: 0, continueElementDetails: null }],
    [
      'GET STARTED',
      {
        completedPercent: 0,
        continueElementDetails: {
          element_type: 'W',
          element_id: 1001,
          attempt_id: null,
          lock_status: false,
          lock_message: null,
          reveal_date: null,
          reveal_time: null,
        },
      },
    ],
    [
      'CONTINUE',
      {
        completedPercent: 40,
        continueElementDetails: {
          element_type: 'W',
          element_id: 1001,
          attempt_id: null,
          lock_status: false,
          lock_message: null,
          reveal_date: null,
          reveal_time: null,
        },
      },
    ],
    ['GET STARTED', { completedPercent: 40, continueElementDetails: null }],
    ['REDO', { completedPercent: 100, continueElementDetails: null }],
  ] as const)('labels the main control %s (%j)', async (label, fields) => {
    openCourse(details(fields as Partial<CourseDetails>));
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    expect(mainControl().textContent).toBe(label);
  });

  it('leads back to the course list for an adult, and to their own dashboard for a child (the course lists are adults’ pages)', async () => {
    openCourse(details({ courseType: 'live' }));
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Live Classes' }).getAttribute('href')).toBe(
      '/live',
    );
    cleanup();
    clearSession();
    signIn({ userType: 'w', activeCourseId: '202' });
    mockApi({ '/v1/courses/202': () => ok(details({ course_id: 202, courseType: 'live_junior' })) });
    renderApp('/mycourse?course_id=202');
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/junior/dashboard',
    );
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Live Classes' })).toBeNull();
    cleanup();
    clearSession();
    signIn({ activeCourseId: '202', actingChild: { childId: 'c-1', token: 'child-token' } });
    mockApi({ '/v1/courses/202': () => ok(details({ course_id: 202, courseType: 'live_junior' })) });
    renderApp('/mycourse?course_id=202');
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Child Dashboard' }).getAttribute('href')).toBe(
      '/child/dashboard/c-1',
    );
  });

  it('shows the About card: skills split on |, outcomes split on |', async () => {
    openCourse(details({ domain: 'R|S', learningOutcomes: 'Greet people| Order food |Write a short email' }));
    const about = await screen.findByRole('region', { name: 'About this course' });
    expect(within(about).getByText('Speak with confidence in everyday situations.')).toBeTruthy();
    const [skills, outcomes] = within(about).getAllByRole('list');
    expect(
      within(skills as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RReading', 'SSpeaking']);
    expect(
      within(outcomes as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Greet people', 'Order food', 'Write a short email']);
  });

  it('opens the current unit, shows activity counts and toggles units with aria-expanded', async () => {
    const course = details({ currentUnitOrder: 2 });
    openCourse(course);
    await screen.findByRole('heading', { level: 1 });
    const first = screen.getByRole('button', { name: 'Starting out 0 of 2 activities' });
    const second = screen.getByRole('button', { name: 'Writing 0 of 1 activities' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 4, name: 'Greetings' })).toBeTruthy();
    // (The unit name's markup is checked in a real browser: courses-sanitize.test.ts. DOMPurify does
    // not run correctly under happy-dom.)
  });

  it('filters activities by skill and says so when a unit has none of that skill', async () => {
    openCourse(details());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Writing/ })); // open unit 2 as well
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Greetings',
      'Reading a menu',
      'Writing an email',
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Speaking' }));
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Greetings']);
    expect(
      within(unitSection('Writing')).getByText(
        'No Activities in this Unit that match your I want to preference above.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Reading' }));
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Reading a menu']);

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('labels activity buttons GO, REDO at 100 % and REVIEW for finished adaptive and daily activities', async () => {
    openCourse(
      details({
        units: [
          unit(1, [
            element({ elementID: 1, element_name: 'New' }),
            element({ elementID: 2, element_name: 'Finished', percentcomplete: 100, completed: true }),
            element({
              elementID: 3,
              element_name: 'Mystery',
              element_type: 'A',
              percentcomplete: 100,
              completed: true,
              review_answers: true,
            }),
            element({
              elementID: 4,
              element_name: 'Daily',
              element_type: 'D',
              percentcomplete: 100,
              completed: true,
              review_answers: false,
            }),
          ]),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const label = (name: string) =>
      within(screen.getByRole('heading', { level: 4, name }).closest('article') as HTMLElement).getByRole('button')
        .textContent;
    expect(label('New')).toBe('GO');
    expect(label('Finished')).toBe('REDO');
    expect(label('Mystery')).toBe('REVIEW');
    expect(label('Daily')).toBe('REDO');
    expect(screen.getAllByText('Adaptive mystery').length).toBe(1);
  });

  it('never offers REDO for a once-only summative test or when every attempt is used, and shows completion apart from the score', async () => {
    openCourse(
      details({
        units: [
          unit(1, [
            element({
              elementID: 1,
              element_name: 'Final',
              element_type: 'S',
              percentcomplete: 100,
              completed: true,
              completion_count: 1,
              total_attempts: 1,
              review_answers: true,
              last_score: 75,
            }),
            element({
              elementID: 2,
              element_name: 'Final, no review',
              element_type: 'S',
              percentcomplete: 100,
              completed: true,
              completion_count: 1,
              total_attempts: 1,
              review_answers: false,
              last_score: 40,
            }),
            element({
              elementID: 3,
              element_name: 'Used up',
              percentcomplete: 100,
              completed: true,
              completion_count: 3,
              total_attempts: 3,
              review_answers: true,
              last_score: 100,
            }),
            element({ elementID: 4, element_name: 'Started', attempt_id: 'att-9' }),
          ]),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const card = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('article') as HTMLElement;
    const label = (name: string) => within(card(name)).getByRole('button').textContent;
    expect(label('Final')).toBe('REVIEW');
    expect(label('Final, no review')).toBe('DONE');
    expect(label('Used up')).toBe('REVIEW');
    expect(within(card('Final')).getByText('Completed')).toBeTruthy();
    expect(within(card('Final')).getByText('Score 75%')).toBeTruthy();
    expect(within(card('Final')).queryByText('100%')).toBeNull();
    expect(within(card('Started')).getByText('In progress')).toBeTruthy();
    expect(within(card('Started')).queryByText(/^Score/)).toBeNull();
  });

  it('shows a locked activity as a flip card that reveals its lock message', async () => {
    openCourse(
      details({
        units: [
          unit(1, [
            element(),
            element({
              elementID: 1002,
              element_name: 'Unit test',
              element_type: 'S',
              element_lock_status: true,
              element_lock_message: 'Complete any 2 activities to unlock this activity',
            }),
          ]),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const card = screen.getByRole('heading', { level: 4, name: 'Unit test' }).closest('article') as HTMLElement;
    const back = within(card).getByRole('group', { hidden: true });
    expect(back.hasAttribute('inert')).toBe(true);
    const flip = within(card).getByRole('button', { name: 'Locked: Unit test. Show why' });
    expect(flip.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(flip);
    expect(flip.getAttribute('aria-expanded')).toBe('true');
    expect(back.hasAttribute('inert')).toBe(false);
    expect(within(back).getByText('Complete any 2 activities to unlock this activity')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(back));

    fireEvent.click(within(back).getByRole('button', { name: 'Back' }));
    expect(back.hasAttribute('inert')).toBe(true);
  });

  it("shows Buy Now for 'purchase now', in any case", async () => {
    openCourse(
      details({ units: [unit(1, [element({ element_lock_status: true, element_lock_message: 'Purchase Now' })])] }),
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Locked/ }));
    const buy = screen.getByRole('link', { name: 'Buy Now' });
    expect(buy.getAttribute('href')).toBe('/buycourse');
    expect(screen.queryByText('Purchase Now')).toBeNull();
  });

  it('treats a finished activity as open even when its lock flag is set, and a far reveal time as locked', async () => {
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    openCourse(
      details({
        units: [
          unit(1, [
            element({
              elementID: 1,
              element_name: 'Done before',
              element_lock_status: true,
              completed: true,
              percentcomplete: 100,
            }),
            element({ elementID: 2, element_name: 'Later', reveal_at: later }),
          ]),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'REDO: Done before' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Locked: Later. Show why' })).toBeTruthy();
    expect(screen.getByText(/^Opens/)).toBeTruthy();
  });

  it('continue control: an attempt id opens the test page', async () => {
    const { router } = openCourse(
      details({
        completedPercent: 30,
        continueElementDetails: {
          element_type: 'F',
          element_id: 1002,
          attempt_id: 'att-9',
          lock_status: false,
          lock_message: null,
          reveal_date: null,
          reveal_time: null,
        },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(mainControl());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/test?attempt_id=att-9'),
    );
  });

  it('continue control: a locked element shows its lock message as an error, and no popup', async () => {
    const { api } = openCourse(
      details({
        completedPercent: 30,
        continueElementDetails: {
          element_type: 'S',
          element_id: 2001,
          attempt_id: null,
          lock_status: true,
          lock_message: 'You need to finish Unit 1 to unlock this activity',
          reveal_date: null,
          reveal_time: null,
        },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(mainControl());
    expect(screen.getByRole('alert').textContent).toBe('You need to finish Unit 1 to unlock this activity');
    expect(api.sent.filter((r) => r.path.includes('fetchinstructions'))).toEqual([]);
  });

  it('continue control: otherwise opens the instruction popup of the continue element', async () => {
    const course = details({
      completedPercent: 30,
      continueElementDetails: {
        element_type: 'F',
        element_id: 1002,
        attempt_id: null,
        lock_status: false,
        lock_message: null,
        reveal_date: null,
        reveal_time: null,
      },
    });
    signIn({ activeCourseId: '101' });
    const api = mockApi({
      '/v1/courses/101': () => ok(course),
      '/v1/fetchinstructions/101/1002': () =>
        ok(instructions({ element_id: 1002, element_type: 'F', element_name: 'Reading a menu', duration_minutes: 15 })),
    });
    renderApp('/mycourse');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(mainControl());
    const dialog = await screen.findByRole('dialog', { name: 'Reading a menu' });
    await within(dialog).findByText('Watch the video, then answer the questions.');
    expect(within(dialog).getByText('15 minutes')).toBeTruthy();
    expect(within(dialog).getByText('Formative test')).toBeTruthy();
    expect(api.calls('/v1/fetchinstructions/101/1002')).toHaveLength(1);
  });

  it('shows Your Progress and lists the units in the menu above 768 px', async () => {
    setViewportWidth(1280);
    openCourse(
      details({
        completedPercent: 33,
        completedElements: 1,
        units: [
          unit(1, [element({ completed: true, percentcomplete: 100 }), element({ elementID: 2 })], {
            unit_name: '<i>Hello</i> & welcome',
          }),
          unit(2, [element({ elementID: 3 })]),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const panel = screen.getByRole('region', { name: 'Your Progress' });
    expect(within(panel).getByText('activities completed', { exact: false }).textContent).toBe(
      '1 of 3 activities completed',
    );
    const units = screen.getByRole('navigation', { name: 'Course units' });
    const links = within(units).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1Hello & welcome1/2', '2Unit 20/1']);
    expect(links[1]?.getAttribute('href')).toBe('/mycourse#unit-2');
    fireEvent.click(links[1] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Unit 2/ }).getAttribute('aria-expanded')).toBe('true'),
    );
  });

  it('course 507: outline download, no unit progress and no progress panel', async () => {
    openCourse(details({ course_id: 507, outline_url: 'https://files.example/outline.pdf?sig=1' }));
    await screen.findByRole('heading', { level: 1 });
    const outline = screen.getByRole('link', { name: /Download course outline/ });
    expect(outline.getAttribute('href')).toBe('https://files.example/outline.pdf?sig=1');
    expect(outline.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: /^Unit \d progress/ })).toBeNull();
  });

  it('course 315: a Downloads card with each file', async () => {
    openCourse(
      details({
        course_id: 315,
        downloads: [
          { label: 'Workbook', url: 'https://files.example/wb.pdf' },
          { label: 'Teacher manual', url: 'https://files.example/m.pdf' },
        ],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Downloads' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Workbook(opens in a new tab)', 'https://files.example/wb.pdf'],
      ['Teacher manual(opens in a new tab)', 'https://files.example/m.pdf'],
    ]);
  });
});

describe('course page in preview mode', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it('loads the preview, links back to the product, hides Your Progress and tracks entering and leaving', async () => {
    signIn({ activeCourseId: '7' });
    const api = mockApi({ '/v1/courses/101/1': () => ok(details({ previewMode: true, purchase_status: 'preview' })) });
    const { router } = renderApp('/mycourse?course_id=101&previewMode=1&productID=12');
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    // Preview never changes the active course.
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    expect(window.dataLayer).toEqual([{ event: 'preview_course', course_id: 101 }]);

    const back = screen.getByRole('link', { name: 'Back to product page' });
    expect(back.getAttribute('href')).toBe('/purchase?productID=12');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase')); // a lazy route loads first
    // Sent when the course screen unmounts, which may follow the location by a render under load.
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'course_preview_ended', course_id: 101 }));
  });
});

describe('course page data (route loader)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('asks for the course image as soon as the course answers, before the page shows it', async () => {
    openCourse(details({ imageUrl: '/content/101/course.svg' }));
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.fetchPriority])).toEqual([['/content/101/course.svg', 'high']]);
  });
});
