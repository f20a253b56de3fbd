// One fresh "instance": imports the scoring bundle (Init), scores one first answer of the kind in
// argv[3], then (for essays) warm answers. Prints ms figures as JSON.
const [bundle, kind, questionsJson, warmRuns] = process.argv.slice(2);
const { essay, short } = JSON.parse(questionsJson);
const spawnedAt = Number(process.env.BENCH_SPAWNED_AT);
const t0 = performance.timeOrigin + performance.now();
const { scoreAnswer } = await import(bundle);
const imported = performance.timeOrigin + performance.now();
const first = kind === 'essay' ? essay : short;
let t = performance.now();
await scoreAnswer(first.question, first.answer);
const firstMs = performance.now() - t;
const warm = [];
for (let i = 0; i < Number(warmRuns); i++) {
  t = performance.now();
  await scoreAnswer(first.question, first.answer);
  warm.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ initMs: imported - spawnedAt, bootMs: t0 - spawnedAt, firstMs, warm }) + '\n');
process.exit(0);
