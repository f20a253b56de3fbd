// One fresh writing-function instance: imports its bundle (Init, which warms the checker), checks one
// first essay (argv[3] 'essay'), then warm essays of the same length; or ('essay-seasoned') checks other
// essays first, untimed, then the same first essay. Prints ms figures (wall and the process's CPU) as JSON.
const [bundle, kind, questionsJson, warmRuns] = process.argv.slice(2);
const { essay } = JSON.parse(questionsJson);
const spawnedAt = Number(process.env.BENCH_SPAWNED_AT);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const { handler } = await import(bundle);
const imported = performance.timeOrigin + performance.now();
const initCpuMs = cpuMs();
const check = (text) => handler({ text, question: essay.question });
if (kind === 'essay-seasoned') for (const text of essay.seasoning) await check(text);
let t = performance.now();
const first = await check(essay.answer);
const firstMs = performance.now() - t;
if (!first) throw new Error('The writing check answered null: Harper did not load.');
const warm = [];
for (let i = 0; i < (kind === 'essay-seasoned' ? 0 : Number(warmRuns)); i++) {
  // A new text each time (as learners write), not the first one again.
  t = performance.now();
  await check(essay.warm[i]);
  warm.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ initMs: imported - spawnedAt, initCpuMs, firstMs, warm }) + '\n');
process.exit(0);
