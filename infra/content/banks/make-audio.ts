import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ItemBank } from '#shared/schemas/content';

/**
 * An authoring step, never run by `npm start` or `npm test` (docs/content.md): speaks each listening
 * question's `transcript` of a bank with Debian's espeak-ng and writes the Ogg Vorbis file its
 * `media` names, for questions whose file is not there yet (delete a file to make it again).
 * A dialogue's lines ("Name: words") alternate two voices, the names themselves not spoken; the
 * pace rises with the level, as in the existing files.
 *
 *   npx tsx infra/content/banks/make-audio.ts [bank]      # default: general
 */
const bankName = process.argv[2] ?? 'general';
const folder = path.resolve(import.meta.dirname);
const bank = JSON.parse(readFileSync(path.join(folder, `${bankName}.json`), 'utf8')) as ItemBank;
const voices = ['en-gb', 'en-gb+f3'];
const pace = (level: number) => (level <= 3 ? 125 : level <= 6 ? 140 : level <= 9 ? 155 : 165);

const work = mkdtempSync(path.join(os.tmpdir(), 'bank-audio-'));
let made = 0;
for (const q of bank.questions) {
  if (!q.transcript || !q.media?.startsWith(`media/banks/${bankName}/`)) continue;
  const target = path.join(folder, 'media', bankName, path.basename(q.media));
  if (existsSync(target)) continue;
  const speakers: string[] = [];
  const parts = q.transcript
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const said = /^([A-Z][A-Za-z ]{0,20}):\s*(.*)$/.exec(line);
      const who = said ? said[1]! : '';
      if (who && !speakers.includes(who)) speakers.push(who);
      const file = path.join(work, `${q.question_id}-${i}.wav`);
      const voice = voices[Math.max(0, speakers.indexOf(who)) % voices.length]!;
      execFileSync('espeak-ng', [
        '-v',
        voice,
        '-s',
        String(pace(q.qlevel)),
        '-g',
        '4',
        '-w',
        file,
        said ? said[2]! : line,
      ]);
      return file;
    });
  // 16 kHz mono with a little silence before, between lines and after; Ogg Vorbis at a low quality (speech).
  execFileSync('sox', [...parts.flatMap((p) => [p]), '-r', '16000', '-c', '1', '-C', '0', target, 'pad', '0.3', '0.5']);
  made++;
}
rmSync(work, { recursive: true, force: true });
console.log(`${made} listening file(s) made in banks/media/${bankName}/.`);
