// One fresh "instance": imports the scoring bundle (Init), scores one first answer of the kind in
// argv[3], then warm answers (for essays, different essays of the same length). Prints ms figures as JSON.
const [bundle, kind, questionsJson, warmRuns] = process.argv.slice(2);
const { essay, short } = JSON.parse(questionsJson);
const spawnedAt = Number(process.env.BENCH_SPAWNED_AT);
const t0 = performance.timeOrigin + performance.now();
const { scoreAnswer } = await import(bundle);
const imported = performance.timeOrigin + performance.now();
// 'essay-seasoned': the instance first scores other essays (untimed), then the essay: the same text
// on a warm instance that has not seen it, which is what the first essay is compared with.
if (kind === 'essay-seasoned') for (const text of essay.seasoning) await scoreAnswer(essay.question, text);
const first = kind === 'short' ? short : essay;
let t = performance.now();
await scoreAnswer(first.question, first.answer);
const firstMs = performance.now() - t;
const warm = [];
for (let i = 0; i < (kind === 'essay-seasoned' ? 0 : Number(warmRuns)); i++) {
  // Essays: a new text each time (as learners write), not the first one again.
  const answer = first.warm?.[i] ?? first.answer;
  t = performance.now();
  await scoreAnswer(first.question, answer);
  warm.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ initMs: imported - spawnedAt, bootMs: t0 - spawnedAt, firstMs, warm }) + '\n');
process.exit(0);
