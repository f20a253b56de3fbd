import { ALTERNATE_RECORDER_SECONDS } from '../speech/recording-rules';
/**
 * Video rules shared by the test page and the server (spec 02 §4 video question, §5 video check,
 * §9): how often a question's video may be viewed, the least connection speed, and what a recorded
 * video answer may be.
 */

/** Spec 02 §9: the replay count comes from the server; the spec's message says two. */
export const DEFAULT_VIDEO_VIEWS = 2;
/**
 * How long the link of one counted view works (POST v1/videoView): long enough to watch a question's
 * short video with pauses, short enough that the link is no lasting way round the count.
 */
export const VIEW_LINK_SECONDS = 600;
/** Spec 02 §9: connection speed minimum 400 kbps. */
export const MIN_VIDEO_KBPS = 400;

/** Video answers (`is_audio: 'vid'`): the recorder's types and each one's file extension. */
export const VIDEO_ANSWER_TYPES = { 'video/webm': 'webm', 'video/mp4': 'mp4' } as const;
/** Spec 02 §9: max upload 10 MB (10240 KB). */
export const VIDEO_ANSWER_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The camera recorder is the spec's 'alternate recorder' and stops itself at 58 s (spec 02 §9); at its bit rate that
 * stays well under 10 MB.
 */
export const VIDEO_ANSWER_SECONDS = ALTERNATE_RECORDER_SECONDS;
/** Bits per second the recorder asks for (video and voice together, about 4.5 MB a minute). */
export const VIDEO_ANSWER_BITRATE = 600_000;

const times = ['', 'once', 'two times', 'three times', 'four times', 'five times'];

/** Spec 02 §4: 'You can view the video only two times.' for the usual count of two. */
export function videoViewsMessage(views: number): string {
  return `You can view the video only ${times[views] ?? `${views} times`}.`;
}

/** Measured speed in kbit/s from bytes and seconds (the connection check). */
export function kbps(bytes: number, seconds: number): number {
  return seconds > 0 ? Math.round((bytes * 8) / 1000 / seconds) : Number.POSITIVE_INFINITY;
}
