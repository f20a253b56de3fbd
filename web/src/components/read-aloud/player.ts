import type { ReadAloudData } from '#shared/api/contract';
import type { ReadAloudRequest } from '#shared/schemas/read-aloud';
import { fetchData } from '../../lib/api-client';

/**
 * The one read-aloud player of the page (decision 0424): one <audio> element, so two speaker buttons
 * never talk over each other. A press asks POST v1/readAloud for the words' audio (once per words
 * per page: the link is kept) and plays it; pressing the playing button again stops it. A list plays
 * in order (the practice's first screen reads its welcome, then the first question).
 *
 * Browsers play sound only after the person has pressed something on the site (autoplay rules). A
 * screen reading itself on arrival is almost always reached by a press (Start practice), so it plays;
 * after a reload it cannot, and its button says 'Tap to listen' instead (decision 423).
 */
export type SpeakState = 'idle' | 'loading' | 'playing' | 'blocked' | 'failed';

export interface PlayerNow {
  key: string | null;
  state: SpeakState;
}

let now: PlayerNow = { key: null, state: 'idle' };
const listeners = new Set<() => void>();
const links = new Map<string, Promise<ReadAloudData>>();
let audio: HTMLAudioElement | null = null;
let run = 0;

export function readAloudKey(request: ReadAloudRequest): string {
  switch (request.kind) {
    case 'phrase':
      return `phrase:${request.phrase}`;
    case 'instructions':
      return `instructions:${request.course_id}:${request.element_id}`;
    default:
      return `${request.kind}:${request.attempt_id}:${request.question_id}`;
  }
}

function set(next: PlayerNow): void {
  now = next;
  for (const listener of listeners) listener();
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function playerNow(): PlayerNow {
  return now;
}

function linkFor(request: ReadAloudRequest): Promise<ReadAloudData> {
  const key = readAloudKey(request);
  let link = links.get(key);
  if (!link) {
    link = fetchData('readAloud', request);
    links.set(key, link);
    link.catch(() => links.delete(key));
  }
  return link;
}

/** Stops whatever is being read. */
export function stopReading(): void {
  run++;
  audio?.pause();
  if (now.state !== 'idle') set({ key: null, state: 'idle' });
}

function playOnce(element: HTMLAudioElement, url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    element.onended = () => resolve();
    element.onerror = () => reject(new Error('The audio could not be played.'));
    element.src = url;
    element.play().catch(reject);
  });
}

/**
 * Reads the requests aloud in order; the first one's key is the playing button's. Pressing the playing button stops it
 * (unless `restart`).
 */
export async function readAloud(
  requests: ReadAloudRequest | readonly ReadAloudRequest[],
  options: { restart?: boolean } = {},
): Promise<void> {
  const list = Array.isArray(requests) ? requests : [requests as ReadAloudRequest];
  const key = readAloudKey(list[0]!);
  if (!options.restart && now.key === key && (now.state === 'playing' || now.state === 'loading')) return stopReading();
  stopReading();
  const mine = ++run;
  set({ key, state: 'loading' });
  try {
    for (const request of list) {
      const { audio_url } = await linkFor(request);
      if (mine !== run) return;
      audio ??= new Audio();
      const playing = playOnce(audio, audio_url);
      set({ key, state: 'playing' });
      await playing;
      if (mine !== run) return;
    }
    set({ key: null, state: 'idle' });
  } catch (error) {
    if (mine !== run) return;
    set({ key, state: error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'failed' });
  }
}
