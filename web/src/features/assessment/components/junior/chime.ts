/**
 * The celebration's sound (decision 0426): three rising notes made by the Web Audio API, so no sound file
 * is shipped or fetched. Quiet, under a second; never played when the child's sound is off.
 */
export function playChime(): void {
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const notes = [523.25, 659.25, 783.99];
    notes.forEach((frequency, i) => {
      const start = context.currentTime + i * 0.16;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.18, start + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.45);
    });
    window.setTimeout(() => void context.close(), 1200);
  } catch {
    // No sound is no failure: the stars and the words still celebrate.
  }
}
