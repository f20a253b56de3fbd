// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerNow, readAloud, stopReading } from '../../../web/src/components/read-aloud/player';
import { clearSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { signIn } from './support';

/**
 * The one read-aloud player of a junior's page (decision 0424): texts asked for once per page and played
 * in order, one at a time; the playing button stops it; a browser that refuses sound before a press
 * leaves the button asking for one (decision 423).
 */
class FakeAudio {
  static played: string[] = [];
  static refuse = false;
  src = '';
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  play(): Promise<void> {
    if (FakeAudio.refuse) return Promise.reject(new DOMException('No press yet', 'NotAllowedError'));
    FakeAudio.played.push(this.src);
    return Promise.resolve();
  }
  pause(): void {}
  end(): void {
    this.onended?.();
  }
}

let audio: FakeAudio | undefined;
vi.stubGlobal(
  'Audio',
  vi.fn(function make() {
    audio = new FakeAudio();
    return audio;
  }),
);

const api = () =>
  mockApi({
    '/v1/readAloud': (r) => {
      const body = r.body as { kind: string; phrase?: string; question_id?: number };
      return ok({ audio_url: `https://audio.test/${body.phrase ?? body.question_id}.mp3`, text: 'words' });
    },
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the read-aloud player', () => {
  afterEach(() => {
    stopReading();
    FakeAudio.played = [];
    FakeAudio.refuse = false;
    clearSession();
  });

  it('plays a list in order, asking for each text once per page; a second press of the playing button stops it', async () => {
    signIn({ userType: 'w' });
    const calls = api();
    const welcome = { kind: 'phrase', phrase: 'practiceWelcome' } as const;
    const question = { kind: 'question', attempt_id: 'a-1', question_id: 30001 } as const;
    void readAloud([welcome, question]);
    await vi.waitFor(() => expect(FakeAudio.played).toEqual(['https://audio.test/practiceWelcome.mp3']));
    expect(playerNow()).toEqual({ key: 'phrase:practiceWelcome', state: 'playing' });
    audio!.end();
    await vi.waitFor(() => expect(FakeAudio.played).toHaveLength(2));
    expect(FakeAudio.played[1]).toBe('https://audio.test/30001.mp3');
    audio!.end();
    await vi.waitFor(() => expect(playerNow()).toEqual({ key: null, state: 'idle' }));

    void readAloud(welcome);
    await vi.waitFor(() => expect(playerNow().state).toBe('playing'));
    void readAloud(welcome);
    expect(playerNow()).toEqual({ key: null, state: 'idle' });
    expect(calls.calls('/v1/readAloud')).toHaveLength(2);
  });

  it('says when the browser will not play before a press, and when the words could not be had', async () => {
    signIn({ userType: 'w' });
    api();
    FakeAudio.refuse = true;
    void readAloud({ kind: 'phrase', phrase: 'celebrate' });
    await vi.waitFor(() => expect(playerNow()).toEqual({ key: 'phrase:celebrate', state: 'blocked' }));
    FakeAudio.refuse = false;
    mockApi({});
    void readAloud({ kind: 'phrase', phrase: 'finalReady' });
    await settle();
    await vi.waitFor(() => expect(playerNow()).toEqual({ key: 'phrase:finalReady', state: 'failed' }));
  });
});
