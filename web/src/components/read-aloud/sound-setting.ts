import { useSyncExternalStore } from 'react';
import { stored } from '../../lib/storage';

/**
 * A junior's sound switch (decision 0425), kept on this device: when it is off, no screen reads itself
 * and the end of a practice celebrates without its chime. Speaker buttons still speak when pressed.
 */
const listeners = new Set<() => void>();

export function soundOn(): boolean {
  return stored.juniorSound.read() !== 'off';
}

export function setSoundOn(on: boolean): void {
  stored.juniorSound.write(on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    soundOn,
    () => true,
  );
}
