import type {
  AnswerFeedback,
  AttemptData,
  CompletionData,
  ReviewData,
  SubmitAnswerData,
  TestQuestion,
} from '../../../../shared/api/contract-assessment';

/** Test-engine data as the attempt handlers send it (shared/api/contract-assessment.ts), for the /test screen tests. */
export function question(overrides: Partial<TestQuestion> = {}): TestQuestion {
  return {
    question_id: 10005,
    type: 'MCQ',
    domain: 'W',
    qlevel: 2,
    question: "Complete the question: '____ do you do?' - 'I'm a teacher.'",
    instruction: null,
    prompt: null,
    passage: null,
    word_bank: null,
    choices: [
      { id: 'a', text: 'What', image_url: null, audio_url: null },
      { id: 'b', text: 'Where', image_url: null, audio_url: null },
      { id: 'c', text: 'How', image_url: null, audio_url: null },
    ],
    media_url: null,
    media_kind: null,
    videoReplayCount: null,
    video_answer: false,
    gap_count: 0,
    min_words: 0,
    target_words: null,
    text_length: 3,
    spoken: false,
    recording: null,
    ...overrides,
  };
}

export const questions = {
  mcq: question(),
  ms: question({
    question_id: 10006,
    type: 'MS',
    domain: 'R',
    question: "Which TWO are polite answers to 'How are you?'",
    choices: [
      { id: 'a', text: 'Not bad, thank you.', image_url: null, audio_url: null },
      { id: 'b', text: "I'm from Delhi.", image_url: null, audio_url: null },
      { id: 'c', text: "I'm fine, thanks. And you?", image_url: null, audio_url: null },
      { id: 'd', text: 'Yes, I am.', image_url: null, audio_url: null },
    ],
  }),
  sa: question({
    question_id: 10007,
    type: 'SA',
    question: "Someone says, 'Thank you!' Complete the reply with one word: 'You're ____.'",
    choices: null,
  }),
  la: question({
    question_id: 10026,
    type: 'LA',
    qlevel: 7,
    min_words: 10,
    text_length: 10,
    question: 'Write a short email to your manager asking for a day off next Friday.',
    choices: null,
  }),
  cloze: question({
    question_id: 10003,
    type: 'Cloze',
    question: 'Hello, my name {{1}} Sunil. I {{2}} from Kochi.',
    gap_count: 2,
    choices: null,
    word_bank: ['is', 'am'],
  }),
  cloud: question({
    question_id: 10008,
    type: 'Wordcloud',
    domain: 'R',
    question: 'Tap all the words that are jobs.',
    choices: null,
    word_bank: ['doctor', 'kitchen', 'engineer'],
  }),
  ins: question({
    question_id: 10001,
    type: 'INS',
    domain: 'R',
    question: 'In this lesson you will practise greetings.',
    choices: null,
  }),
  video: question({
    question_id: 10040,
    type: 'MCQ',
    domain: 'L',
    question: 'Where will Priya and her friend meet?',
    media_url: null,
    media_kind: 'video',
    videoReplayCount: 2,
  }),
  videoAnswer: question({
    question_id: 10041,
    type: 'SA',
    domain: 'S',
    question: 'Record a short video: introduce yourself.',
    choices: null,
    video_answer: true,
  }),
  spoken: question({
    question_id: 10004,
    type: 'VK',
    domain: 'S',
    question: 'Say these greeting words clearly: morning, afternoon.',
    choices: null,
    spoken: true,
    recording: { count: 2, seconds: 45 },
  }),
};

export function attempt(overrides: Partial<AttemptData> = {}): AttemptData {
  return {
    attempt_id: 'att-1',
    course_id: 101,
    unit_id: 1,
    element_id: 1001,
    element_type: 'W',
    element_name: 'Saying hello',
    is_graded: 'N',
    attempt_name: 'practice',
    adaptive: false,
    start_time: '2025-03-01T10:00:00Z',
    deadline: null,
    time_remaining: null,
    time_credit_left: null,
    submit_when_remaining: null,
    answered_questions: 0,
    total_questions: 4,
    next_question: [questions.mcq],
    message: null,
    show_feedback: true,
    lesson_video: null,
    check_mic: false,
    speech_test: false,
    preview: false,
    ...overrides,
  };
}

export function feedback(overrides: Partial<AnswerFeedback> = {}): AnswerFeedback {
  return {
    question_id: 10005,
    type: 'MCQ',
    domain: 'W',
    score: 1,
    verdict: 'correct',
    user_answer: 'a',
    correct_answers: ['a'],
    text_correct_answer: 'What',
    default_feedback: "'What do you do?' asks about someone's job.",
    feedback_object: null,
    match_reason: null,
    parts: null,
    file_url: null,
    ...overrides,
  };
}

export function completion(overrides: Partial<CompletionData> = {}): CompletionData {
  return {
    attempt_id: 'att-1',
    element_type: 'W',
    attempt_name: 'practice',
    attemptScore: 75,
    previous_o_level: null,
    score: 0.75,
    l_score: null,
    s_score: null,
    r_score: null,
    w_score: null,
    upNext: null,
    productPromo: null,
    certLink: null,
    certImg: null,
    dailyStepImg: null,
    addToLinkedin: null,
    org_id: null,
    org_name: null,
    product_id: null,
    product_name: null,
    grant_name: null,
    recommendation: null,
    certificate_block: null,
    o_level: null,
    r_level: null,
    w_level: null,
    l_level: null,
    s_level: null,
    o_level_range: null,
    r_level_range: null,
    w_level_range: null,
    l_level_range: null,
    s_level_range: null,
    band: null,
    ...overrides,
  };
}

export function submitted(data: Partial<SubmitAnswerData> & { attempt: AttemptData }): SubmitAnswerData {
  return { feedback: [], completion: null, ...data };
}

export function review(overrides: Partial<ReviewData> = {}): ReviewData {
  return {
    attempt_id: 'att-1',
    element_name: 'Saying hello',
    course_id: 101,
    element_type: 'W',
    attempt_name: 'practice',
    reviewAttemptId: ['att-1'],
    items: [
      {
        question: {
          ...questions.mcq,
          correct_answers: ['a'],
          correct_answer_1: 'a',
          source_text_or_html: null,
          default_feedback: null,
        },
        answers: feedback({ user_answer: 'b', score: 0, verdict: 'wrong' }),
      },
    ],
    levels: null,
    attempt_score: null,
    ...overrides,
  };
}
