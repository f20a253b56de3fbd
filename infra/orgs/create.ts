import { readFileSync } from 'node:fs';
import { orgSettingsSchema, type OrgSettings } from '#shared/orgs/org-settings';
import { EMAIL_PATTERN } from '#shared/auth/login-id';
import type { OrgRecord } from '../../functions/core/store';
import { OperatorRefusal, saveOrg } from '../../functions/orgs/org-records';
import { fail, runOperatorCommand } from '../config/operator-command';
import { parse, say, slug, text } from './args';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:create -- --id <org id> [--name … --kind school|company --contact-name … --contact-email …
 * --contact-phone … --support-phone … --settings <file.json>] [--dry-run]`: makes an organisation, or
 * changes the fields given of one that exists (docs/operations.md, "Onboarding an organisation").
 * Run again with the same values, it changes nothing and says so.
 */
const usage =
  'npm run org:create -- --id acme --name "Acme Pvt Ltd" --kind company --contact-name "Asha Rao" --contact-email asha@acme.example [--contact-phone 9876543210] [--support-phone "080 1234 5678"] [--settings settings.json] [--dry-run]';

const { values, dryRun } = parse(
  process.argv.slice(2),
  {
    id: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string' },
    'contact-name': { type: 'string' },
    'contact-email': { type: 'string' },
    'contact-phone': { type: 'string' },
    'support-phone': { type: 'string' },
    settings: { type: 'string' },
  },
  usage,
);

const orgId = slug(text(values, 'id', usage), 'id');
const given = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : undefined);

function kind(): OrgRecord['kind'] {
  const value = given('kind');
  if (value !== undefined && value !== 'school' && value !== 'company')
    fail(`--kind ${value} is not a kind: use school or company.`);
  return value;
}

function contact(): OrgRecord['contact'] {
  const name = given('contact-name');
  const email = given('contact-email');
  const phone = given('contact-phone');
  if (!name && !email && !phone) return undefined;
  if (!name) fail(`--contact-name is missing: whom Fluentia speaks to. Use: ${usage}`);
  if (email && !EMAIL_PATTERN.test(email)) fail(`--contact-email ${email} is not an e-mail address.`);
  if (phone && !/^\+?[\d ]{8,16}$/.test(phone)) fail(`--contact-phone ${phone} is not a phone number.`);
  return { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

function settings(): OrgSettings | undefined {
  const file = given('settings');
  if (!file) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`--settings ${file} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = orgSettingsSchema.safeParse(raw);
  if (!parsed.success)
    fail(
      `--settings ${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'the file'}: ${i.message}`).join('; ')} (docs/organisations.md, "Settings").`,
    );
  return parsed.data;
}

const fields = Object.fromEntries(
  Object.entries({
    orgName: given('name'),
    kind: kind(),
    contact: contact(),
    supportPhone: given('support-phone'),
    settings: settings(),
  }).filter(([, v]) => v !== undefined),
) as Partial<OrgRecord>;

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to make it on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The organisation was not saved:',
  },
  async () => {
    try {
      const saved = await saveOrg({ ...fields, orgId }, { dryRun });
      if (saved.created) say(dryRun, `Organisation ${orgId} is made.`, `organisation ${orgId} would be made.`);
      else if (!saved.changed.length) console.log(`Organisation ${orgId} already has these values: nothing changed.`);
      else
        say(
          dryRun,
          `Organisation ${orgId}: ${saved.changed.join(', ')} changed.`,
          `${saved.changed.join(', ')} of ${orgId} would change.`,
        );
    } catch (error) {
      if (error instanceof OperatorRefusal) fail(error.message);
      throw error;
    }
  },
);
