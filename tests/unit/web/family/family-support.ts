import type {
  ChildDetailsData,
  ChildListData,
  ChildProfile,
  ChildTestCard,
} from '../../../../shared/api/contract-accounts';

/** Family data as the family handlers send it (shared/api/contract-accounts.ts). */
export function child(overrides: Partial<ChildProfile> = {}): ChildProfile {
  return {
    child_id: 'c-1',
    child_name: 'Kabir Menon',
    child_grade: 5,
    child_photo: null,
    child_avatar: 2,
    final_score: null,
    is_parentpurchased: false,
    is_purchased: false,
    child_pin: null,
    child_user_name: 'kabir4821',
    product_id: null,
    product_course_id: null,
    course_id: 300,
    licences: [],
    available_licences: [],
    ...overrides,
  };
}

export function childList(children: ChildProfile[], overrides: Partial<ChildListData> = {}): ChildListData {
  return {
    parentName: 'Priya Menon',
    receiveWhatsappNotification: false,
    whatsappNumber: null,
    childrenList: children,
    unappliedLicences: 0,
    ...overrides,
  };
}

export function testCard(overrides: Partial<ChildTestCard> = {}): ChildTestCard {
  return {
    course_id: 300,
    element_id: 3001,
    element_name: 'Practice Set 1',
    total_attempts: 3,
    completed: 0,
    attempts_left: 3,
    attempt_id: null,
    duration_minutes: null,
    stars: null,
    ...overrides,
  };
}

export function childDetails(overrides: Partial<ChildDetailsData> = {}): ChildDetailsData {
  return {
    child: child(),
    practice_test: testCard(),
    final_test: {
      ...testCard({
        element_id: 3009,
        element_name: 'Final Test',
        total_attempts: 1,
        attempts_left: 1,
        duration_minutes: 25,
      }),
      report_url: null,
    },
    speaking_test: { state: 'buy', score_percent: null, report_url: null, slot: null },
    courses: [],
    levels: null,
    ...overrides,
  };
}
