import { describe, expect, it } from 'vitest';
import type { CertificateData, VerifiedCertificate } from '#shared/api/contract-certificates';
import { extractText } from 'unpdf';
import { TestClient } from '../support/api-client';
import { answerAll, freshLearner, itemsOf, start } from '../support/attempts';
import { doActivities, FINAL_TEST, sitFinalTestSpeaking } from '../support/complete-course';

/**
 * Certificates through the local API: only for a finished course, issued once per attempt however
 * many requests race, listed in History, and verifiable by anyone with the id, showing only what
 * the certificate states.
 */
async function finishedLearner() {
  const learner = await freshLearner([101]);
  await doActivities(learner.client);
  await sitFinalTestSpeaking(learner.client);
  return learner;
}

describe('a certificate', () => {
  it('is refused before the course’s final test is finished, and needs a name', async () => {
    const { client } = await freshLearner([101]);
    expect((await client.post('/v1/customcertificate', { fullname: 'Ravi Kumar', course_id: 101 })).body).toMatchObject(
      { code: 403, message: 'Finish the course’s final test to get your certificate.' },
    );
    expect((await client.post('/v1/customcertificate', { fullname: '  ', course_id: 101 })).body).toMatchObject({
      code: 422,
      message: 'Please enter your full name.',
    });
  });

  it('is issued once however many requests race, and lists in History', async () => {
    const { client, userId } = await finishedLearner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post<CertificateData[]>('/v1/customcertificate', { fullname: 'Ravi Kumar', course_id: 101 }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.data[0]!.cert_id));
    expect(ids.size).toBe(1);
    expect(await itemsOf(userId, 'CERT#')).toHaveLength(1);
    const cert = answers[0]!.body.data[0]!;
    expect(cert.verify_url).toMatch(new RegExp(`/verify/${cert.cert_id}$`));
    expect(cert.add_to_linkedin).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME');
    const pdf = await fetch(cert.cert_url!);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const history = (await client.get('/v1/listcertificates')).body.data;
    expect(history).toEqual([
      expect.objectContaining({
        cert_id: cert.cert_id,
        cert_name: 'Ravi Kumar',
        course_name: 'Everyday English for Adults',
      }),
    ]);
    // Asking again later gives the same certificate, in the name first confirmed.
    expect(
      (await client.post<CertificateData[]>('/v1/customcertificate', { fullname: 'R. Kumar', course_id: 101 })).body
        .data[0],
    ).toMatchObject({ cert_id: cert.cert_id, name: 'Ravi Kumar' });
  });

  it('is verifiable signed out, showing only what it states; an unknown or altered id is not found', async () => {
    const { client } = await finishedLearner();
    const cert = (
      await client.post<CertificateData[]>('/v1/customcertificate', { fullname: 'Asha Verma', course_id: 101 })
    ).body.data[0]!;
    const anyone = new TestClient();
    const verified = (await anyone.get<VerifiedCertificate>(`/v1/certificate/${cert.cert_id}`)).body;
    expect(verified.code).toBe(200);
    expect(Object.keys(verified.data).sort()).toEqual([
      'band',
      'cert_id',
      'course_name',
      'issued_on',
      'levels',
      'name',
      'org_name',
      'participation',
    ]);
    expect(verified.data).toMatchObject({
      name: 'Asha Verma',
      course_name: 'Everyday English for Adults',
      participation: null, // a course's certificate of achievement, not an olympiad's of participation
    });
    const altered = cert.cert_id.slice(0, -1) + (cert.cert_id.endsWith('A') ? 'B' : 'A');
    expect((await anyone.get(`/v1/certificate/${altered}`)).body).toMatchObject({
      code: 404,
      message: 'Certificate not found',
    });
    expect((await anyone.get('/v1/certificate/nonsense')).body).toMatchObject({
      code: 404,
      message: 'Certificate not found',
    });
  });
});

describe('the certificate rule (decision 440)', () => {
  it('is refused while activities are left, saying how many, and when a skill of the final test was wholly skipped; nothing is written', async () => {
    // The final test first, with a spoken answer: the popup says what is left, and so does the claim.
    const early = await freshLearner([101]);
    const finished = await sitFinalTestSpeaking(early.client);
    expect(finished.completion?.certificate_block).toMatch(
      /^Your certificate is for completing the course: 11 of its 12 activities are still to do\./,
    );
    const refused = (await early.client.post('/v1/customcertificate', { fullname: 'Ravi Kumar', course_id: 101 })).body;
    expect(refused).toMatchObject({ code: 403, data: { error: 'certificateNotEarned' } });
    expect(refused.message).toBe(finished.completion?.certificate_block);
    expect(await itemsOf(early.userId, 'CERT#')).toHaveLength(0);
    // Every released activity done (the one revealed in January is not yet asked for): issued.
    await doActivities(early.client);
    expect(
      (await early.client.post<CertificateData[]>('/v1/customcertificate', { fullname: 'Ravi Kumar', course_id: 101 }))
        .body.code,
    ).toBe(200);

    // Every activity done but the final test's spoken questions all skipped: never a certificate.
    const skipper = await freshLearner([101]);
    await doActivities(skipper.client);
    const answers = await answerAll(skipper.client, (await start(skipper.client, 101, FINAL_TEST)).body.data.attempt);
    const block = answers.at(-1)!.data.completion?.certificate_block;
    expect(block).toMatch(/^Every Speaking question of the final test was skipped/);
    expect(
      (await skipper.client.post('/v1/customcertificate', { fullname: 'Meena Iyer', course_id: 101 })).body,
    ).toMatchObject({ code: 403, message: block });
    expect(await itemsOf(skipper.userId, 'CERT#')).toHaveLength(0);
  });
});

describe('the detailed report', () => {
  it('is a PDF of the latest test: levels, every answer, next steps; none before a test', async () => {
    const fresh = await freshLearner([101]);
    expect((await fresh.client.get('/v1/detailreport')).body).toMatchObject({
      code: 404,
      message: 'Finish a test to get its detailed report.',
    });
    const { client } = await freshLearner([101]);
    await answerAll(client, (await start(client, 101, FINAL_TEST)).body.data.attempt);
    expect((await client.get('/v1/mystep')).body.data.detailed_report).toBe(true);
    const report = (await client.get<{ file_url: string }>('/v1/detailreport')).body.data;
    const pdf = new Uint8Array(await (await fetch(report.file_url)).arrayBuffer());
    const { text } = await extractText(pdf, { mergePages: true });
    for (const part of [
      'Fluentia test report',
      'End-of-course test',
      'Overall:',
      'Question 1 · ',
      'Your answer:',
      'Next steps',
    ])
      expect(text).toContain(part);
    // It reads as a report: no template marks, no option letters for answers, no doubled punctuation.
    // An option letter stands alone on its line; an answer such as "a control group" is words.
    expect(text).not.toMatch(/\{\{|\}\}|^Your answer: [a-e]$|[.!?],/m);
  });
});
