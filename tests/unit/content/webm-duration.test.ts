import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationOf, withDuration } from '../../../infra/content/webisodes/webm-duration';
import { videoScripts } from '../../../infra/content/webisodes/lessons';

/** The WebM duration fix of the lesson videos (MediaRecorder writes none), and the seeded videos themselves. */
const hex = (s: string) =>
  Uint8Array.from(
    s
      .replace(/\s/g, '')
      .match(/../g)!
      .map((b) => parseInt(b, 16)),
  );
// EBML header (DocType webm), a Segment of unknown size, Info with TimecodeScale 1 ms, an empty Tracks.
const liveWebm = hex(
  '1A45DFA3 87 4282 84 7765626D' + '18538067 01FFFFFFFFFFFFFF' + '1549A966 85 2AD7B1 81 01' + '1654AE6B 80',
);
const packages = join(import.meta.dirname, '../../../infra/content/packages');

describe('withDuration', () => {
  it('adds a Duration to Info, keeping everything after it', () => {
    expect(durationOf(liveWebm)).toBeNull();
    const fixed = withDuration(liveWebm, 11_400);
    expect(durationOf(fixed)).toBe(11_400);
    expect([...fixed.subarray(fixed.length - 5)]).toEqual([0x16, 0x54, 0xae, 0x6b, 0x80]);
    expect(fixed.length).toBe(liveWebm.length + 11 + 7); // the element, and Info's size now written in 8 bytes
  });

  it('leaves a file that has one, or is not WebM, as it is', () => {
    const fixed = withDuration(liveWebm, 5000);
    expect(withDuration(fixed, 9000)).toBe(fixed);
    const notWebm = new TextEncoder().encode('RIFF....WAVEfmt ');
    expect(withDuration(notWebm, 1000)).toBe(notWebm);
  });
});

describe('the seeded video lessons', () => {
  it('gives every webisode (type W) of every package a short WebM lesson with its length', () => {
    for (const pkg of readdirSync(packages)) {
      const course = JSON.parse(readFileSync(join(packages, pkg, 'course.json'), 'utf8'));
      for (const unit of course.units) {
        for (const element of unit.elements.filter((e: { element_type: string }) => e.element_type === 'W')) {
          expect(element.video, `${pkg} element ${element.element_id}`).toBe(`media/lesson-${element.element_id}.webm`);
        }
      }
    }
    for (const script of videoScripts) {
      const file = join(packages, script.pkg, 'media', script.file);
      expect(statSync(file).size, script.file).toBeLessThan(300 * 1024);
      const ms = durationOf(readFileSync(file));
      expect(ms, script.file).toBeGreaterThan(5_000);
      expect(ms, script.file).toBeLessThan(30_000);
    }
  });
});
