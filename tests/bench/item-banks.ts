import '../../infra/local/node-warnings';
import { defaultPackagesFolder, packageFolders } from '../../infra/content/import-folder';
import { readPackage } from '../../infra/content/read-package';
import { adults, children, idealBank, isAdaptive, simulate, type Figures } from './level-simulation';

/**
 * `npm run bench` (first part): how well every adaptive element of the seeded packages measures,
 * from simulated examinees driven through the engine's own selection and estimation code (fixed
 * seed: the same table every run), beside an ideal bank. Goals: issue 19 and docs/scoring.md.
 */
const EXAMINEES = 1000;
const SEED = 19;
/** Courses taken by children of Classes 3–10 (they start at their class). */
const childrenCourses = new Set([300, 315]);

const pct = (x: number) => `${Math.round(100 * x)}%`.padStart(4);
const num = (x: number) => x.toFixed(2).padStart(5);

function row(name: string, items: string, f: Figures): string {
  if (f.shown === 0) return `  ${name.padEnd(44)} ${items.padStart(9)}  no level shown (feedback only)        ${f.meanLength.toFixed(1).padStart(5)}`;
  const skills = (['R', 'W', 'L'] as const)
    .map((s) => {
      const k = f.skills[s];
      return k ? `${s} ${num(k.rmse)} (${pct(k.shown)} shown, ${k.meanItems.toFixed(1)} items)` : `${s}   —`;
    })
    .join('  ');
  return `  ${name.padEnd(44)} ${items.padStart(9)}  ${num(f.rmse)} ${num(f.bias)}  ${pct(f.within1)}  ${pct(f.coverage)}  ${f.meanLength.toFixed(1).padStart(5)}  ${pct(f.precisionStops)}   ${skills}`;
}

export function main(): void {
  console.log(`Level measurement: ${EXAMINEES} simulated examinees per adaptive element (seed ${SEED}); levels out of 12`);
  console.log(`  ${'element'.padEnd(44)} ${'items RWL'.padStart(9)}   RMSE  bias  ±1lv  ±1SE   mean  prec.   per skill: RMSE of shown levels`);
  const ideal = idealBank();
  console.log(row('ideal bank (4 per level per skill), adults', '48/48/48', simulate(ideal, adults, EXAMINEES, SEED)));
  console.log(row('ideal bank, children', '48/48/48', simulate(ideal, children, EXAMINEES, SEED)));
  for (const folder of packageFolders(defaultPackagesFolder)) {
    const { content } = readPackage(folder);
    const byId = new Map(content.questions.map((q) => [q.question_id, q]));
    for (const unit of content.course.units)
      for (const element of unit.elements) {
        if (!isAdaptive(element)) continue;
        const questions = element.questions.map((id) => byId.get(id)!).filter((q) => q.domain !== 'S');
        const count = (d: string) => questions.filter((q) => q.domain === d && q.type !== 'INS').length;
        const population = childrenCourses.has(content.course.course_id) ? children : adults;
        const name = `${content.course.course_id} ${element.element_name} (${element.element_type})`;
        console.log(row(name, `${count('R')}/${count('W')}/${count('L')}`, simulate(questions, population, EXAMINEES, SEED)));
      }
  }
  console.log('  (RMSE, bias: shown level − true level; ±1lv: shown level within one level; ±1SE: true level inside the estimate ± 1 SE;');
  console.log('   mean: questions asked; prec.: stopped on precision before the length cap. Spoken items left out.)\n');
}

main();
