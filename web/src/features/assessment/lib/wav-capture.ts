/**
 * Records the microphone as 16 kHz mono 16-bit WAV, the one format both speech engines read (so
 * the server needs no transcoder; functions/speech/wav.ts). The AudioContext runs at the device's
 * own rate (Firefox can record no other way) and lib/resample.ts brings each chunk to 16 kHz;
 * a ScriptProcessor collects the samples, because an AudioWorklet's module would need a blob: or
 * extra script origin that the site's Content-Security-Policy does not allow. An analyser gives the
 * live level for the meter. Samples become 16-bit once, as they arrive, so the parts sent while
 * recording (`takePcm`, lib/live-recording.ts) and the WAV at stop hold exactly the same bytes.
 */
import { createResampler } from './resample';

export const RECORDING_RATE = 16_000;

export interface Capture {
  /** 0–1, the loudness right now. */
  level(): number;
  seconds(): number;
  /** The 16-bit little-endian PCM captured since the last call (all of it at the first). */
  takePcm(): Uint8Array<ArrayBuffer>;
  stop(): Promise<Blob>;
  cancel(): void;
}

export async function startCapture(stream: MediaStream): Promise<Capture> {
  const context = new AudioContext();
  const source = sourceOf(context, stream);
  const resampler = createResampler(context.sampleRate, RECORDING_RATE);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Int16Array[] = [];
  let length = 0;
  let taken = 0;
  processor.onaudioprocess = (event) => {
    const input = resampler.push(event.inputBuffer.getChannelData(0));
    chunks.push(toInt16(input));
    length += input.length;
  };
  source.connect(analyser);
  source.connect(processor);
  processor.connect(context.destination); // a ScriptProcessor only runs while connected
  if (context.state === 'suspended') await context.resume();
  const buffer = new Uint8Array(analyser.fftSize);

  const close = () => {
    processor.disconnect();
    source.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };
  return {
    level() {
      analyser.getByteTimeDomainData(buffer);
      let peak = 0;
      for (const v of buffer) peak = Math.max(peak, Math.abs(v - 128));
      return Math.min(1, peak / 100);
    },
    seconds: () => length / RECORDING_RATE,
    takePcm() {
      const fresh = chunks.slice(taken);
      taken = chunks.length;
      return pcmBytes(fresh);
    },
    async stop() {
      close();
      const tail = resampler.flush(); // the last few samples, which the final live part takes too
      chunks.push(toInt16(tail));
      length += tail.length;
      return wavBlob(chunks, length, RECORDING_RATE);
    },
    cancel: close,
  };
}

/** A context that cannot take the microphone is closed at once (browsers allow only a few open). */
function sourceOf(context: AudioContext, stream: MediaStream): MediaStreamAudioSourceNode {
  try {
    return context.createMediaStreamSource(stream);
  } catch (error) {
    void context.close();
    throw error;
  }
}

function toInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let k = 0; k < input.length; k++) out[k] = Math.round(Math.max(-1, Math.min(1, input[k]!)) * 32767);
  return out;
}

/** Little-endian, as WAV and Transcribe's `pcm` want, whatever the machine's byte order. */
function pcmBytes(chunks: readonly Int16Array[]): Uint8Array<ArrayBuffer> {
  const view = new DataView(new ArrayBuffer(chunks.reduce((n, c) => n + c.length * 2, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    for (const sample of chunk) {
      view.setInt16(offset, sample, true);
      offset += 2;
    }
  }
  return new Uint8Array(view.buffer);
}

function wavBlob(chunks: readonly Int16Array[], length: number, rate: number): Blob {
  const view = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) =>
    [...value].forEach((c, k) => view.setUint8(offset + k, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, length * 2, true);
  return new Blob([view.buffer, pcmBytes(chunks)], { type: 'audio/wav' });
}
