import type { AttemptData, SubmitAnswerData, TestQuestion } from '#shared/api/contract-assessment';
import type { KidsScoreData } from '#shared/api/contract-accounts';
import type { CertificateData } from '#shared/api/contract-certificates';
import type { Question } from '#shared/schemas/content';
import { rightAnswer, seededQuestions } from '../support/learners';
import { inProgress, LearnerClient, type Answer, type Tally } from './client';
import { OLYMPIAD, type Child } from './population';

/**
 * One child's olympiad journey through the local API, in the order the web app makes its calls
 * (seen in Chromium: tests/olympiad/README in docs/performance.md, "Olympiad day"): sign in by the
 * child's path, the dashboard, the Final Test started, every question answered (a listening
 * question's audio fetched), the result with the percentile, and the report or the certificate.
 * The child answers each question right with a Rasch probability of its ability (the level model
 * without guessing or slips: the run's checks need answers that vary with ability, not the bench's
 * realistic answers).
 */
export interface Given {
  questionId: number;
  /** The key's answer (true) or a wrong one. */
  right: boolean;
  type: Question['type'];
}

export interface JourneyResult {
  child: Child;
  attemptId?: string;
  /** Questions whose answer the server acknowledged, in order. */
  acknowledged: Given[];
  /** Answers refused by the server (a collision on a shared item, answered 409), each sent again. */
  refused: number;
  /** Why the journey stopped early, if it did. */
  failure?: string;
  score?: KidsScoreData;
  certificate?: CertificateData;
  /** The token the child's result is read with afterwards (their own, or the parent's child token). */
  token?: string;
}

const questions = seededQuestions();
const CHILD_DASHBOARD = '/v1/childdetails';

export async function runJourney(
  child: Child,
  options: { base: string; dropRate: number; tally: Tally; readOtp: (phone: string, after: number) => Promise<string> },
): Promise<JourneyResult> {
  const client = new LearnerClient({
    base: options.base,
    learner: child.label,
    dropRate: options.dropRate,
    tally: options.tally,
  });
  const result: JourneyResult = { child, acknowledged: [], refused: 0 };
  try {
    const signedIn = await signIn(client, child, options.readOtp);
    if (!signedIn) return { ...result, failure: 'sign-in' };
    result.child = { ...child, userId: signedIn }; // a school's child has an account from this sign-in on
    result.token = client.token;
    client.step = 'start';
    if (child.path !== 'licence') await client.get(CHILD_DASHBOARD);
    await client.get('/v1/courses/300');
    if (child.path === 'licence') await client.get(`/v1/fetchinstructions/${OLYMPIAD.courseId}/${OLYMPIAD.elementId}`);
    const started = await client.post<{ attempt: AttemptData }>('/v1/startAttempt', {
      course_id: OLYMPIAD.courseId,
      element_id: OLYMPIAD.elementId,
    });
    if (!started.ok) return { ...result, failure: `start: ${started.code} ${started.message}` };
    const attempt = started.data.attempt;
    result.attemptId = attempt.attempt_id;
    await client.get(`/v1/fetchattempt/${attempt.attempt_id}`);
    const failure = await answerAll(client, child, attempt, result);
    if (failure) return { ...result, failure };
    client.step = 'result';
    if (child.path === 'licence') {
      const cert = await client.post<CertificateData[]>('/v1/customcertificate', {
        fullname: child.fullName,
        course_id: OLYMPIAD.courseId,
      });
      result.certificate = cert.data?.[0];
    } else {
      await client.get(CHILD_DASHBOARD);
      result.score = (await client.get<KidsScoreData>('/v1/kidsscore')).data;
      await client.get('/v1/detailreport');
    }
    return result;
  } catch (error) {
    return { ...result, failure: `error: ${(error as Error).message}` };
  }
}

/** Signs the child in by their path; the id of the account that sits the test, or undefined. */
async function signIn(
  client: LearnerClient,
  child: Child,
  readOtp: (phone: string, after: number) => Promise<string>,
): Promise<string | undefined> {
  client.step = 'signin';
  if (child.path === 'junior')
    return token(
      client,
      await client.signIn('/v1/login', { login_id: child.username, pin: child.pin, keepalive: false }),
    );
  if (child.path === 'licence') {
    const userId = token(client, await client.signIn('/v1/login', { login_id: child.phone, pin: child.licenceKey }));
    if (!userId) return undefined;
    await client.get('/v1/mydashboard');
    await client.get('/v1/notifications');
    await client.post('/v1/courses', { course_id: OLYMPIAD.courseId });
    return userId;
  }
  // A parent: an OTP to their phone, then their dashboard, then the child's token (KMS on AWS).
  const since = Date.now();
  const sent = await client.signIn<{ user_id: string }>('/v1/otplogin', { login_id: child.parentPhone });
  if (!sent.ok) return undefined;
  if (
    !token(
      client,
      await client.signIn('/v1/verifyloginotp', {
        otp: await readOtp(child.parentPhone!, since),
        user_id: sent.data.user_id,
      }),
    )
  )
    return undefined;
  await client.get('/v1/notifications');
  await client.get('/v1/childprofile');
  const acting = await client.post<{ token: string }>('/v1/usertoken', { child_id: child.userId });
  if (!acting.ok) return undefined;
  client.token = acting.data.token;
  return child.userId;
}

/** Keeps the session's token; the signed-in account's id. */
function token(client: LearnerClient, answer: Answer<{ token?: string; user_id?: string }>): string | undefined {
  if (!answer.ok || !answer.data?.token) return undefined;
  client.token = answer.data.token;
  return answer.data.user_id ?? 'signed-in';
}

const probability = (ability: number, qlevel: number) => 1 / (1 + Math.exp(-(ability - qlevel)));
const OFF_TOPIC =
  'My favourite festival is Diwali because my whole family comes home and we clean the house, draw rangoli at the door, light small lamps in every window and share sweets with our neighbours. ' +
  'In the evening my cousins and I watch the lights across the town from the roof, and my grandmother tells us old stories about the festival until it is very late and we fall asleep.';

/** The child's answer to one question: right with the model's probability, else a wrong one. */
function answerTo(q: TestQuestion, ability: number): { given: Given; value: unknown } {
  const stored = questions.get(q.question_id)!;
  const right = Math.random() < probability(ability, q.qlevel);
  const key = rightAnswer(stored);
  const given = { questionId: q.question_id, right, type: q.type };
  if (key === null || q.spoken || q.video_answer) return { given, value: undefined };
  // An essay is written whatever the child knows: the model answer, or an unrelated paragraph as long as asked.
  if (q.type === 'LA')
    return {
      given,
      value: right
        ? key
        : OFF_TOPIC.split(' ')
            .slice(0, Math.max(q.min_words, 20) + 5)
            .join(' '),
    };
  if (right) return { given, value: key };
  if (q.type === 'MCQ') return { given, value: q.choices!.find((c) => c.id !== key)!.id };
  if (q.type === 'MS')
    return {
      given,
      value: q
        .choices!.filter((c) => !(key as string[]).includes(c.id))
        .slice(0, 1)
        .map((c) => c.id),
    };
  return { given, value: Array.isArray(key) ? key.map(() => 'zzz') : 'zzz' };
}

function submission(
  attemptId: string,
  page: TestQuestion[],
  ability: number,
): { body: Record<string, unknown>; given: Given[] } {
  const answers = page.map((q) => ({ q, ...answerTo(q, ability) }));
  const given = answers.map((a) => a.given);
  const first = answers[0]!;
  if (page.length > 1) {
    return {
      given,
      body: {
        attempt_id: attemptId,
        question_id: first.q.question_id,
        is_linked_ques: true,
        linked_answers: answers.map((a) => ({ question_id: a.q.question_id, user_answer: a.value })),
      },
    };
  }
  const skip = first.q.spoken || first.q.video_answer;
  return {
    given,
    body: {
      attempt_id: attemptId,
      question_id: first.q.question_id,
      ...(skip ? { skip_domain: true } : first.value === undefined ? {} : { user_answer: first.value }),
    },
  };
}

async function answerAll(
  client: LearnerClient,
  child: Child,
  started: AttemptData,
  result: JourneyResult,
): Promise<string | undefined> {
  let attempt = started;
  for (let guard = 0; guard < 80 && attempt.next_question.length; guard++) {
    client.step = `answer#${result.acknowledged.length}`; // one occurrence per page, for the traffic recorder
    for (const q of attempt.next_question)
      if (q.media_kind === 'audio' && q.media_url) await client.get(new URL(q.media_url, 'http://x').pathname);
    const { body, given } = submission(attempt.attempt_id, attempt.next_question, child.ability);
    const res = await client.post<SubmitAnswerData>('/v1/submitAnswer', body);
    if (res.ok) {
      result.acknowledged.push(...given);
      attempt = res.data.attempt;
      continue;
    }
    if (res.code !== 409) return `answer: ${res.code} ${res.message}`;
    // Refused (another request changed the attempt, or a transaction collided): the web reloads the test.
    result.refused++;
    const reloaded = await client.get<AttemptData>(`/v1/fetchattempt/${attempt.attempt_id}`);
    if (!reloaded.ok) return `reload: ${reloaded.code} ${reloaded.message}`;
    // Still in progress after every try: the first send outlived the client's wait (a busy machine). If the test
    // moved past the page, the server kept that send, as the reloaded page shows the learner.
    const asked = new Set(reloaded.data.next_question.map((q) => q.question_id));
    if (res.message === inProgress && given.every((g) => !asked.has(g.questionId))) result.acknowledged.push(...given);
    attempt = reloaded.data;
  }
  return attempt.next_question.length ? 'answer: too many pages' : undefined;
}
