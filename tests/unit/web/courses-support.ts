import type { CourseDetails, CourseElement, CourseUnit, InstructionData } from '../../../shared/api/contract';
import type { CourseSummary } from '../../../shared/api/contract-course-lists';
import type { ScoreData } from '../../../shared/api/contract-assessment';

/** Course data as the course handlers send it (shared/api/contract.ts), for the course screen tests. */
export function summary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    course_id: 101,
    course_title: 'Everyday English',
    percentcomplete: 0,
    calendly_url: null,
    close_date: null,
    type: 'online',
    ...overrides,
  };
}

export function element(overrides: Partial<CourseElement> = {}): CourseElement {
  return {
    elementID: 1001,
    element_name: 'Greetings',
    element_description: 'Say hello and introduce yourself.',
    element_theme: 'SpeakBetter',
    element_type: 'W',
    domains: ['L', 'S'],
    element_lock_status: false,
    element_lock_message: null,
    completed: false,
    completion_count: 0,
    percentcomplete: 0,
    last_score: null,
    review_answers: true,
    is_adaptive_mystery: false,
    reveal_date: null,
    reveal_time: null,
    reveal_at: null,
    just_for_me: false,
    thumbnail_image: null,
    checkMic: false,
    total_attempts: 3,
    duration_minutes: null,
    attempt_id: null,
    live_class_url: null,
    live_class_opens_at: null,
    class_start: null,
    class_end: null,
    ...overrides,
  };
}

export function unit(order: number, elements: CourseElement[], overrides: Partial<CourseUnit> = {}): CourseUnit {
  return {
    order,
    unit_name: `Unit ${order}`,
    course_elements: elements,
    completed_activites: elements.filter((e) => e.completed).length,
    total_activites: elements.length,
    ...overrides,
  };
}

export function details(overrides: Partial<CourseDetails> = {}): CourseDetails {
  const units = overrides.units ?? [
    unit(
      1,
      [element(), element({ elementID: 1002, element_name: 'Reading a menu', element_type: 'F', domains: ['R'] })],
      { unit_name: '<b>Starting out</b>' },
    ),
    unit(2, [element({ elementID: 2001, element_name: 'Writing an email', domains: ['W'] })], { unit_name: 'Writing' }),
  ];
  return {
    course_id: 101,
    course_name: 'Everyday English',
    title: 'Everyday English for adults',
    category: 'Online lessons',
    description: 'Speak with confidence in everyday situations.',
    video: null,
    domain: 'R|W|L|S',
    learningOutcomes: 'Greet people|Order food|Write a short email',
    imageUrl: null,
    courseType: 'online',
    completedPercent: 0,
    completedElements: 0,
    totalElements: units.reduce((n, u) => n + u.course_elements.length, 0),
    isCoachCourse: false,
    canScheduleCall: false,
    warningOnScheduleCall: null,
    purchase_status: 'purchased',
    open_date: null,
    close_date: null,
    previewMode: false,
    email_update: false,
    getGrade: null,
    currentUnitOrder: 1,
    units,
    continueElementDetails: null,
    outline_url: null,
    downloads: [],
    no_review: false,
    no_score_panel: false,
    coach_intake: false,
    ...overrides,
  };
}

export function instructions(overrides: Partial<InstructionData> = {}): InstructionData {
  return {
    course_id: 101,
    element_id: 1001,
    element_type: 'W',
    element_name: 'Greetings',
    instructions: 'Watch the video, then answer the questions.',
    domains: ['L', 'S'],
    hide_start: false,
    continue_attempt_id: null,
    review_attempts: [],
    attempts_remaining: 3,
    totalQuestion: 8,
    duration_minutes: null,
    ...overrides,
  };
}

/** GET v1/mystep: the score panel's data (the course page's right column, the S completion popup). */
export function scoreData(overrides: Partial<ScoreData> = {}): ScoreData {
  return {
    oLevel: 6.5,
    rLevel: 7,
    wLevel: 6,
    lLevel: 6.5,
    sLevel: null,
    showScore: true,
    free_test: false,
    band: 'Intermediate',
    history: [
      { attempt_id: 'a1', element_name: 'Check: introductions', o_level: 5, submitted_at: '2025-01-10T10:00:00Z' },
      { attempt_id: 'a2', element_name: 'End-of-course test', o_level: 6.5, submitted_at: '2025-02-10T10:00:00Z' },
    ],
    detailed_report: false,
    ...overrides,
  };
}
