import { stored } from '../../../lib/storage';
import { checkConnection } from './connection-check';

/**
 * The connection check's state per attempt (spec 02 §5), shared by every part of the test page that
 * needs it: each video's gate shows it, and the footer holds Submit back while it is not 'ok' on a
 * page with a video (the learner may not move on past a video the check keeps hidden). A passed
 * check is remembered for the attempt (session storage), so each video of the test does not wait
 * again; going offline forgets it. One check runs at a time per attempt.
 */
export type GateState = 'checking' | 'offline' | 'slow' | 'ok';

interface Entry {
  state: GateState;
  running: Promise<GateState> | null;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function passedBefore(attemptId: string): boolean {
  return stored.videoCheck(attemptId).read() === 'ok';
}

/** Storage full or blocked: the check runs again next time, no harm. */
function remember(attemptId: string, passed: boolean): void {
  if (passed) stored.videoCheck(attemptId).write('ok');
  else stored.videoCheck(attemptId).remove();
}

function entry(attemptId: string): Entry {
  let found = entries.get(attemptId);
  if (!found) {
    found = { state: passedBefore(attemptId) ? 'ok' : 'checking', running: null, listeners: new Set() };
    entries.set(attemptId, found);
  }
  return found;
}

function set(attemptId: string, state: GateState): void {
  const e = entry(attemptId);
  if (e.state === state) return;
  e.state = state;
  for (const listener of [...e.listeners]) listener();
}

export function connectionState(attemptId: string): GateState {
  return entry(attemptId).state;
}

/**
 * True while a check is on its way (the state alone cannot say: a re-check keeps showing the last failure's message
 * until it ends).
 */
export function isChecking(attemptId: string): boolean {
  return entry(attemptId).running !== null;
}

export function subscribeConnection(attemptId: string, listener: () => void): () => void {
  const e = entry(attemptId);
  e.listeners.add(listener);
  return () => e.listeners.delete(listener);
}

/** Runs the check (or joins the one already running) and keeps its result. */
export function runConnectionCheck(attemptId: string, check = checkConnection): Promise<GateState> {
  const e = entry(attemptId);
  if (e.running) return e.running;
  if (e.state !== 'offline' && e.state !== 'slow') set(attemptId, 'checking');
  e.running = check()
    .then(
      (result) => result.state,
      (): GateState => 'offline',
    )
    .then((state) => {
      e.running = null;
      remember(attemptId, state === 'ok');
      set(attemptId, state);
      for (const listener of [...e.listeners]) listener();
      return state;
    });
  for (const listener of [...e.listeners]) listener();
  return e.running;
}

/** The browser went offline: the test cannot go on until a check passes again. */
export function markOffline(attemptId: string): void {
  remember(attemptId, false);
  set(attemptId, 'offline');
}

/** For tests: forget every attempt's state. */
export function resetConnectionStates(): void {
  entries.clear();
}
