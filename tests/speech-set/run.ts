import { speechCases } from './cases';
import { evaluateAll } from './evaluate';
import { groupBy, knownFigures, openFigures } from './metrics';
import type { Half } from './split';

/**
 * `npx tsx tests/speech-set/run.ts [tune|held-out] [voice,voice…|all] [known,open,noise]`: the speech test set's
 * figures
 * on one half, by voice, noise and item type. For tuning (the tune half); `npm run bench` reads the
 * held-out half itself (tests/bench/speech-quality.ts).
 */
const half = (process.argv[2] ?? 'tune') as Half;
const voices = process.argv[3] && process.argv[3] !== 'all' ? process.argv[3].split(',') : undefined;
const kinds = process.argv[4]?.split(',') as Array<'known' | 'open' | 'noise'> | undefined;
const cases = speechCases(half, { voices, kinds });
const results = await evaluateAll(cases, {
  progress: (n) => n % 50 === 0 && process.stderr.write(`${n}/${cases.length}\n`),
});
const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 1000) / 10}`);
const row = (label: string, rs: typeof results) => {
  const k = knownFigures(rs);
  const o = openFigures(rs);
  console.log(
    [
      label.padEnd(22),
      k.cases,
      pct(k.aucWrong),
      pct(k.aucSubstituted),
      pct(k.correctPoor),
      pct(k.wrongPassed),
      pct(k.substitutedPassed),
      pct(o.onTopicPassed),
      pct(o.offTopicPassed),
      pct(o.gibberishPassed),
      pct(o.noiseRefused),
    ].join('\t'),
  );
};
console.log(
  [
    'group'.padEnd(22),
    'n',
    'AUC',
    'AUCsub',
    'okPoor',
    'wrongPass',
    'subPass',
    'onTopic',
    'offTopic',
    'gibber',
    'noiseRef',
  ].join('\t'),
);
row('all', results);
row(
  'clear (flite + real)',
  results.filter((r) => r.case.clear),
);
for (const [k, rs] of groupBy(results, (r) => r.case.voice)) row(k, rs);
for (const [k, rs] of groupBy(results, (r) => r.case.noise)) row(k, rs);
for (const [k, rs] of groupBy(results, (r) => r.case.type)) row(k, rs);
if (process.env.DUMP) for (const r of results) console.error(r.case.id, r.refused ? 'refused' : r.overall);
