import { describe, expect, it } from 'vitest';
import type { PresignedUpload } from '#shared/api/contract';
import type { AttemptData } from '#shared/api/contract-assessment';
import { freshLearner, itemsOf, start } from '../support/attempts';
import { wavBytes } from '../../functions/speech/wav';
import { silentWav, spokenWav, uploadRecording } from '../support/speech';
import { rightTexts, spokenAttempt, submitSpoken as submit } from '../support/speech-attempts';

/**
 * Spoken answers through the local API with the offline engine (pocketsphinx): the upload grant,
 * the server's check of each object, real scoring of recordings made with flite, and refusals that
 * write nothing. Course 683 (Quick Speaking Drills) is all spoken questions.
 */
describe('a speaking test as it starts', () => {
  it('tells the page to ask for the microphone and to check speaking answers first; other tests do not', async () => {
    const { attempt } = await spokenAttempt();
    expect(attempt).toMatchObject({ check_mic: true, speech_test: true });
    const reader = await freshLearner([101]);
    // Making plans: no checkMic, no speaking
    const written = (await start(reader.client, 101, 1011)).body.data.attempt as AttemptData;
    expect(written).toMatchObject({ check_mic: false, speech_test: false });
  });
});

describe('the upload grant', () => {
  it('is a POST policy for one key in the caller’s own namespace, WAV only, at most 10 MB', async () => {
    const { client, userId } = await freshLearner([683]);
    const grant = (await client.post<PresignedUpload>('/v1/recordingupload', { content_type: 'audio/wav' })).body;
    expect(grant.code).toBe(200);
    expect(grant.data.key).toMatch(new RegExp(`^speech/${userId}/[0-9a-f-]{36}\\.wav$`));
    const policy = JSON.parse(Buffer.from(grant.data.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: grant.data.key },
        { 'Content-Type': 'audio/wav' },
        ['content-length-range', 44, 10 * 1024 * 1024],
      ]),
    );
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(grant.data.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const refused = (await client.post('/v1/recordingupload', { content_type: 'video/mp4' })).body;
    expect(refused).toMatchObject({ code: 422, message: 'This kind of file cannot be uploaded here.' });
  });
});

describe('a spoken answer', () => {
  it('scores the right words high with nothing flagged, and gives the recording and the correct answer spoken', async () => {
    const { client, userId, attempt, question } = await spokenAttempt();
    const keys = [];
    for (const text of rightTexts(question.question_id)) keys.push(await uploadRecording(client, spokenWav(text)));
    const answer = await submit(client, attempt.attempt_id, question.question_id, keys);
    expect(answer.body.code).toBe(200);
    const feedback = answer.body.data.feedback[0]!;
    expect(feedback.score).toBeGreaterThanOrEqual(0.7);
    expect(feedback.verdict).toBe('correct');
    expect(feedback.speech!.band).not.toBe('poor: please record it again');
    expect(feedback.speech!.words.filter((w) => w.flagged).length).toBeLessThanOrEqual(1);
    expect(feedback.recording_urls).toHaveLength(keys.length);
    expect(feedback.correct_audio_url).toMatch(/speech\/[0-9a-f]{64}\.mp3/);
    const mp3 = await fetch(feedback.correct_audio_url!);
    expect(mp3.status).toBe(200);
    expect((await mp3.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // The answer keeps its files' keys, so the review, any time later, links them afresh.
    const stored = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#${question.question_id}`);
    expect(stored[0]!.files).toMatchObject({
      recordings: keys,
      correctAudio: expect.stringMatching(/^speech\/[0-9a-f]{64}\.mp3$/),
    });
    let page = answer.body.data.attempt as AttemptData;
    while (page.next_question.length)
      page = (
        await submit(client, page.attempt_id, page.next_question[0]!.question_id, undefined, {
          is_audio: 'no',
          skip_domain: true,
        })
      ).body.data.attempt;
    const review = (await client.get(`/v1/fetchattempt/${attempt.attempt_id}/1`)).body.data;
    const reviewed = review.items.find(
      (i: { answers: { question_id: number } }) => i.answers.question_id === question.question_id,
    ).answers;
    expect(reviewed.recording_urls).toHaveLength(keys.length);
    expect((await fetch(reviewed.recording_urls[0])).status).toBe(200);
  });

  it('scores a different sentence low, with its words flagged', async () => {
    const { client, attempt, question } = await spokenAttempt();
    const texts = rightTexts(question.question_id).map(() => 'the weather in London is very cold today');
    const keys = [];
    for (const text of texts) keys.push(await uploadRecording(client, spokenWav(text)));
    const feedback = (await submit(client, attempt.attempt_id, question.question_id, keys)).body.data.feedback[0]!;
    expect(feedback.score).toBeLessThan(0.5);
    expect(feedback.verdict).toBe('wrong');
    expect(feedback.speech!.words.filter((w) => w.flagged).length).toBeGreaterThan(0);
  });

  it('refuses silence, a non-audio file, a typed answer, another learner’s recording and a missing one, writing nothing', async () => {
    const { client, userId, attempt, question } = await spokenAttempt();
    const count = rightTexts(question.question_id).length;
    const before = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    const expectRefused = async (audio: string[] | undefined, message: string, extra = {}) => {
      const res = await submit(client, attempt.attempt_id, question.question_id, audio, extra);
      expect(res.body).toMatchObject({ status: false, message });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    };
    const silence = await uploadRecording(client, silentWav(3));
    await expectRefused(Array(count).fill(silence), 'Please try recording again');
    const text = await uploadRecording(
      client,
      Buffer.from('this is not a recording at all, only words in a file '.repeat(20)),
    );
    await expectRefused(Array(count).fill(text), 'Please try recording again');
    await expectRefused(undefined, 'This question needs a spoken answer. Please record your answer, or press Skip.', {
      is_audio: 'no',
      user_answer: 'Good morning',
    });
    const stranger = await freshLearner([683]);
    const theirs = await uploadRecording(stranger.client, spokenWav('good morning'));
    await expectRefused(Array(count).fill(theirs), 'We could not find your uploaded file. Please upload it again.');
    await expectRefused(
      Array(count).fill(theirs.replace(stranger.userId, userId)),
      'We could not find your uploaded file. Please upload it again.',
    );
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(before);
  });

  it('refuses a recording longer than the question allows and one over 10 MB', async () => {
    const { client, attempt, question } = await spokenAttempt();
    const count = rightTexts(question.question_id).length;
    const long = await uploadRecording(client, silentWav(20).fill(2000, 44)); // course 683 allows 14 s
    const tooLong = await submit(client, attempt.attempt_id, question.question_id, Array(count).fill(long));
    expect(tooLong.body).toMatchObject({
      code: 422,
      message: 'Your recording is longer than this question allows. Please try recording again',
    });
    // The local S3 stand-in enforces no POST policy, so the server's own size check is what stops it.
    const huge = await uploadRecording(client, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    const tooBig = await submit(client, attempt.attempt_id, question.question_id, Array(count).fill(huge));
    expect(tooBig.body).toMatchObject({ code: 413, message: 'Please upload a file with size within 10MB.' });
  });

  it('refuses a clear recording shorter than the minimum, and a VK answer with too few or too many recordings, writing nothing', async () => {
    const { client, userId, attempt, question } = await spokenAttempt();
    const before = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    // Half a second of a loud tone: not silent, but under SPEECH.minSeconds (0.8 s).
    const tone = Int16Array.from({ length: 8_000 }, (_, n) =>
      Math.round(8_000 * Math.sin((2 * Math.PI * 440 * n) / 16_000)),
    );
    const short = await uploadRecording(client, wavBytes(tone));
    const tooShort = await submit(
      client,
      attempt.attempt_id,
      question.question_id,
      Array(rightTexts(question.question_id).length).fill(short),
    );
    expect(tooShort.body).toMatchObject({ code: 422, message: 'Please try recording again' });
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(before);

    let page = attempt;
    while (page.next_question[0]!.type !== 'VK')
      page = (
        await submit(client, page.attempt_id, page.next_question[0]!.question_id, undefined, {
          is_audio: 'no',
          skip_domain: true,
        })
      ).body.data.attempt;
    const vk = page.next_question[0]!;
    const words = rightTexts(vk.question_id);
    expect(words.length).toBeGreaterThan(1);
    const word = await uploadRecording(client, spokenWav(words[0]!));
    const answered = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    for (const count of [words.length - 1, words.length + 1]) {
      const res = await submit(client, page.attempt_id, vk.question_id, Array(count).fill(word));
      expect(res.body).toMatchObject({ code: 422, message: 'Some of your answers are not clear. Please retry' });
    }
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(answered);
  });
});
