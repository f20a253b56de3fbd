import { vi } from 'vitest';

/** A MediaRecorder that records nothing real: enough for the echo test's flow (Settings and the test page). */
export function stubEchoRecorder() {
  class FakeRecorder extends EventTarget {
    mimeType = 'audio/webm';
    start() {}
    stop() {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['x'], { type: 'audio/webm' }) }));
      this.dispatchEvent(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
}
