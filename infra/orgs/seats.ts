import { loadCourse } from '../../functions/core/catalogue';
import { getProduct } from '../../functions/commerce/catalogue';
import { OperatorRefusal, savePool } from '../../functions/orgs/org-records';
import { renewUsedKeys } from '../../functions/orgs/renew';
import { readSeatPool, type LicenceCourse } from '../../functions/core/store';
import { fail, runOperatorCommand } from '../config/operator-command';
import { count, date, parse, say, slug, text } from './args';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:seats -- --org <org id> --id <seats id> --name … (--course <id>… | --product <id>) --seats N
 * --expires YYYY-MM-DD [--dry-run]`: the seats an organisation bought for some courses (a product's, or
 * courses named one by one) until a day. Run again, it changes the name, the number of seats (never
 * below the keys issued) or the last day; the same values change nothing.
 */
const usage =
  'npm run org:seats -- --org acme --id acme-2026 --name "Business English 2026" --course 101 --course 507 --seats 500 --expires 2027-03-31 [--dry-run]   (or --product 5001 instead of --course)';

const { values, dryRun } = parse(
  process.argv.slice(2),
  {
    org: { type: 'string' },
    id: { type: 'string' },
    name: { type: 'string' },
    course: { type: 'string', multiple: true },
    product: { type: 'string' },
    seats: { type: 'string' },
    expires: { type: 'string' },
  },
  usage,
);
const orgId = slug(text(values, 'org', usage), 'org');
const poolId = slug(text(values, 'id', usage), 'id');
const name = text(values, 'name', usage);
if (name.length > 60) fail(`--name is ${name.length} characters: keep it to 60.`);
const seats = count(text(values, 'seats', usage), 'seats', 1_000_000);
const expiresOn = date(text(values, 'expires', usage), 'expires');
const courseIds = (values.course as string[] | undefined) ?? [];
const productId = values.product as string | undefined;
if (courseIds.length && productId) fail('Give --course or --product, not both.');
if (!courseIds.length && !productId)
  fail(`Name the courses: --course <id> (again for each) or --product <id>. Use: ${usage}`);
for (const id of [...courseIds, ...(productId ? [productId] : [])])
  if (!/^\d{1,9}$/.test(id)) fail(`${id} is not a course or product id (a number).`);

async function courses(): Promise<LicenceCourse[]> {
  const ids = productId
    ? ((await getProduct(Number(productId)))?.courses ?? fail(`No product ${productId} is in the catalogue.`))
    : courseIds.map(Number);
  return Promise.all(
    [...new Set(ids)].map(async (courseId) => {
      const course = await loadCourse(courseId);
      if (!course) fail(`No course ${courseId} is imported (npm run content:import).`);
      return { courseId, courseTitle: course.meta.course_name, courseType: course.meta.courseType };
    }),
  );
}

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to save seats on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The seats were not saved:',
  },
  async () => {
    try {
      const fields = {
        orgId,
        poolId,
        name,
        courses: await courses(),
        seats,
        expiresOn,
        ...(productId ? { productId } : {}),
      };
      const saved = await savePool(fields, { dryRun });
      const what = `${seats} seats of ${fields.courses.map((c) => c.courseTitle).join(' and ')} until ${expiresOn}`;
      if (saved.created)
        say(dryRun, `Seats ${poolId} of ${orgId} are made: ${what}.`, `seats ${poolId} would be made: ${what}.`);
      else if (!saved.changed.length) console.log(`Seats ${poolId} already have these values: nothing changed.`);
      else
        say(
          dryRun,
          `Seats ${poolId}: ${saved.changed.join(', ')} changed.`,
          `${saved.changed.join(', ')} of ${poolId} would change.`,
        );
      if (saved.changed.includes('expiresOn') && !saved.created && !dryRun) {
        const moved = await renewUsedKeys((await readSeatPool(orgId, poolId))!);
        console.log(`The courses of ${moved} people learning with its keys now close on ${expiresOn}.`);
      }
    } catch (error) {
      if (error instanceof OperatorRefusal) fail(error.message);
      throw error;
    }
  },
);
