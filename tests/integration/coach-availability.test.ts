import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { CoachAvailability } from '#shared/schemas/coach-availability';
import { TestClient } from '../support/api-client';
import { freshLearner } from '../support/attempts';
import { useLocalStackDirectly } from '../support/direct-env';
import { stackData } from '../support/learners';
import { getItem } from '../support/table';

useLocalStackDirectly();
const { importCoaches } = await import('../../infra/content/import-coaches');
const { freeSlots } = await import('../../functions/coach/coaching');

/**
 * A coach edits their weekly hours and days off (India time) in the workspace: only coaches, only
 * their own record, the rules of a week (half hours, end after start, no overlap, days off in order),
 * free slots follow at once, and restarting the stack (the importer) keeps what the coach set.
 * Each test has a coach of its own, so the seeded coach's hours, which other files book, never change.
 */
async function ownCoach() {
  const coachId = `coach-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'coaches-'));
  const file = path.join(dir, 'coaches.json');
  writeFileSync(
    file,
    JSON.stringify({
      coaches: [
        {
          coach_id: coachId,
          name: 'Test Coach',
          meeting_url: 'https://meet.fluentia.app/test',
          availability: [{ day: 1, from: '10:00', to: '11:00' }],
          time_off: [],
        },
      ],
      courses: [],
    }),
  );
  await importCoaches(file);
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const staff = await store.coach(coachId);
  store.destroy();
  const client = new TestClient();
  client.token = staff.token;
  return { coachId, client, file };
}

describe('a coach’s weekly hours and days off', () => {
  it('are read and replaced by the coach, and the free slots follow; a restart keeps them', async () => {
    const { coachId, client, file } = await ownCoach();
    expect((await client.get<CoachAvailability>('/v1/coach/availability')).body.data).toEqual({
      availability: [{ day: 1, from: '10:00', to: '11:00' }],
      time_off: [],
    });

    const hours = {
      availability: [
        { day: 3, from: '17:00', to: '18:30' },
        { day: 3, from: '09:00', to: '10:00' },
      ],
      time_off: [{ from: '2030-05-01', to: '2030-05-03' }],
    };
    const saved = await client.post<CoachAvailability>('/v1/coach/availability', hours);
    expect(saved.body).toMatchObject({
      code: 200,
      message: 'Your hours are saved.',
      data: {
        availability: [
          { day: 3, from: '09:00', to: '10:00' },
          { day: 3, from: '17:00', to: '18:30' },
        ],
      },
    });
    const stored = await getItem(`COACH#${coachId}`, 'PROFILE');
    expect(stored).toMatchObject({ availability: saved.body.data.availability, time_off: hours.time_off });
    // Wednesday 09:00–10:00 and 17:00–18:30 India time: five 30-minute starts a week, none on Monday now.
    const slots = freeSlots(stored as never, new Set(), new Date('2030-04-01T00:00:00Z'));
    expect(slots.slice(0, 5)).toEqual([
      '2030-04-03T03:30:00.000Z',
      '2030-04-03T04:00:00.000Z',
      '2030-04-03T11:30:00.000Z',
      '2030-04-03T12:00:00.000Z',
      '2030-04-03T12:30:00.000Z',
    ]);
    // The importer runs at every start: name and room from the file, the hours the coach's own.
    await importCoaches(file);
    expect(await getItem(`COACH#${coachId}`, 'PROFILE')).toMatchObject({
      availability: saved.body.data.availability,
      time_off: hours.time_off,
      name: 'Test Coach',
    });
  });

  it('refuse hours off the half hour, ending before they start, overlapping, and days off out of order', async () => {
    const { coachId, client } = await ownCoach();
    const refused = async (body: unknown) => (await client.post('/v1/coach/availability', body)).body;
    expect(await refused({ availability: [{ day: 1, from: '10:15', to: '11:00' }], time_off: [] })).toMatchObject({
      code: 422,
      message: 'Please choose a time on the hour or half hour.',
    });
    expect(await refused({ availability: [{ day: 1, from: '12:00', to: '11:00' }], time_off: [] })).toMatchObject({
      code: 422,
      message: 'The end must be after the start.',
    });
    expect(
      await refused({
        availability: [
          { day: 2, from: '10:00', to: '12:00' },
          { day: 2, from: '11:30', to: '13:00' },
        ],
        time_off: [],
      }),
    ).toMatchObject({ code: 422, message: 'These hours overlap other hours on the same day.' });
    expect(await refused({ availability: [], time_off: [{ from: '2030-05-03', to: '2030-05-01' }] })).toMatchObject({
      code: 422,
      message: 'The last day off must be on or after the first.',
    });
    expect(await refused({ availability: [{ day: 7, from: '10:00', to: '11:00' }], time_off: [] })).toMatchObject({
      code: 422,
    });
    expect(await getItem(`COACH#${coachId}`, 'PROFILE')).toMatchObject({
      availability: [{ day: 1, from: '10:00', to: '11:00' }],
    });
  });

  it('are the coach’s alone: a learner is refused', async () => {
    const { client } = await freshLearner([487]);
    expect((await client.get('/v1/coach/availability')).body.code).toBe(403);
    expect((await client.post('/v1/coach/availability', { availability: [], time_off: [] })).body.code).toBe(403);
  });
});
