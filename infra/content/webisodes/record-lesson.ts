/**
 * Runs inside Chromium (page.evaluate): draws a title card, then each line as a caption while its
 * voice plays, and records the canvas and the voice together with MediaRecorder. Self-contained,
 * since it is serialised into the page.
 */
export interface LessonInput {
  title: string;
  /** The small label above the title: 'Video lesson', 'Watch and answer'. */
  kind: string;
  /** Each caption with its spoken WAV, base64. */
  lines: Array<{ text: string; wav: string }>;
}

export async function recordLesson(input: LessonInput): Promise<{ webm: string; durationMs: number }> {
  const width = 480;
  const height = 270;
  const audio = new AudioContext();
  const voices = await Promise.all(
    input.lines.map((l) => audio.decodeAudioData(Uint8Array.from(atob(l.wav), (c) => c.charCodeAt(0)).buffer)),
  );
  const titleSeconds = 1.4;
  const gap = 0.4;
  const starts: number[] = [];
  let end = titleSeconds;
  for (const voice of voices) {
    starts.push(end);
    end += voice.duration + gap;
  }
  const total = end + 0.3;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d')!;
  const wrap = (text: string, max: number): string[] => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (g.measureText(next).width > max && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    return line ? [...out, line] : out;
  };
  const draw = (t: number) => {
    g.fillStyle = '#12355b';
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#ffd166';
    g.font = '600 14px sans-serif';
    g.fillText(`FLUENTIA · ${input.kind.toUpperCase()}`, 24, 34);
    g.fillStyle = '#ffffff';
    const current = starts.findLastIndex((s) => t >= s);
    if (current < 0) {
      g.font = '700 30px sans-serif';
      wrap(input.title, width - 48).forEach((l, i) => g.fillText(l, 24, 120 + i * 38));
    } else {
      g.font = '600 15px sans-serif';
      g.fillText(input.title, 24, 62);
      g.font = '500 23px sans-serif';
      wrap(input.lines[current]!.text, width - 48).forEach((l, i) => g.fillText(l, 24, 122 + i * 32));
    }
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.fillRect(24, height - 26, width - 48, 4);
    g.fillStyle = '#ffd166';
    g.fillRect(24, height - 26, ((width - 48) * Math.min(t, total)) / total, 4);
  };
  draw(0);

  const out = audio.createMediaStreamDestination();
  const stream = new MediaStream([...canvas.captureStream(15).getVideoTracks(), ...out.stream.getAudioTracks()]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8,opus',
    videoBitsPerSecond: 90_000,
    audioBitsPerSecond: 24_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const t0 = audio.currentTime + 0.05;
  voices.forEach((voice, i) => {
    const source = audio.createBufferSource();
    source.buffer = voice;
    source.connect(out);
    source.start(t0 + starts[i]!);
  });
  const timer = setInterval(() => draw(audio.currentTime - t0), 1000 / 15);
  await new Promise((resolve) => setTimeout(resolve, total * 1000 + 100));
  clearInterval(timer);
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { webm: btoa(binary), durationMs: Math.round(total * 1000) };
}
