import { readFileSync } from 'node:fs';
import { parseWav } from '../functions/speech/wav';
import { alignKnownText } from '../functions/speech/align/known-text';
const [file, ...texts] = process.argv.slice(2);
const pcm = parseWav(readFileSync(file!))!;
const t = Date.now();
const r = await alignKnownText(pcm.samples, texts);
console.log(Date.now() - t, 'ms');
for (const x of r) console.log(x.text, '|', x.transcript, '|', x.words.map((w) => `${w.word}:${w.quality}(${w.gop})`).join(' '));
