import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { WRITING_WORKER_HANDLER } from '../../infra/api/writing-worker';
import { separateBundles } from '../../infra/constructs/bundling';
import { RouteFunction } from '../../infra/constructs/route-function';
import type { BucketId } from '../../functions/data/buckets';
import { bundleManyLikeLambda } from '../bench/bundle';
import { roleStatements, synth } from './support';

/**
 * The table indexes and object key prefixes each function's role names are exactly the ones its
 * shipped code uses (ADR 0580). DynamoDB Local and s3rver ignore IAM, so a grant narrowed too far
 * passes every other test and fails in production with AccessDenied; this one reads the code that
 * ships: every function of the prod stacks (routes, workers, jobs, triggers, the authorizer) is
 * bundled as CDK bundles it (one esbuild run, many entries), with the separate kits its bundle
 * loads, and compared with the statements of its role in the synthesised templates.
 *
 * One difference from CDK: a route's function is built with its own row of the route table in
 * place of the whole table (route-row.ts); here it carries the whole table, which names no index
 * and builds no object key.
 */

/**
 * Where each object key prefix shows in a bundle: the literal its key builder starts with, the
 * upload rule that fixes it (`purpose`, lib/uploads.ts), or the field of an item that stores such
 * a key and that the code reads to link or delete it. Reviewed by hand: a new key builder or a new
 * stored key field goes here, with its prefix, or the function that uses it gets no grant for it.
 * A field's name followed by a colon is an item schema's declaration or a write (stored-items.ts), not a read:
 * the user schema is in every bundle, so only `.photoKey` and the like count.
 * A builder inside a separate kit counts where the function calls the kit's method that runs it
 * (`viaKit`: the speech kit serves the live worker, readAloud and submitAnswer, each a part of it).
 */
const OBJECT_KEYS: ReadonlyArray<{ bucket: BucketId; prefix: string; shows: RegExp; viaKit?: RegExp }> = [
  // Child photos, built by core/photos.ts; a child's `photoKey` is linked, replaced and deleted.
  { bucket: 'uploads', prefix: 'users/', shows: /`users\/\$\{|\bphotoKey\b(?!:)/ },
  // Recordings (speech/speech-upload.ts); a stored spoken answer's files (`recordings` with its
  // `correctAudio`) and a stored video answer's `videoKey` are linked again in the review.
  { bucket: 'uploads', prefix: 'speech/', shows: /purpose:"speech"|\bcorrectAudio\b(?!:)/ },
  { bucket: 'uploads', prefix: 'video/', shows: /purpose:"video"|\bvideoKey\b(?!:)/ },
  // Task files (coach/tasks.ts); a call's task row (`task_assigned`) links its task file and reviewed file.
  { bucket: 'uploads', prefix: 'task/', shows: /purpose:"task"|\btask_assigned\b/ },
  { bucket: 'uploads', prefix: 'review/', shows: /purpose:"review"|\btask_assigned\b/ },
  // The live parts' prefix (shared/speech/live-parts.ts); `"live/":` is the bucket's lifecycle table, in every bundle.
  { bucket: 'uploads', prefix: 'live/', shows: /"live\/"(?!:)|`live\// },
  // Spoken correct answers (speech/synthesis-cache.ts); an answer's `correctAudio` is linked.
  { bucket: 'generated', prefix: 'speech/', shows: /`speech\/\$\{|\bcorrectAudio\b(?!:)/, viaKit: /\.synthesize\(/ },
  // Transcribe's results, in the speech kit's batch transcription.
  { bucket: 'generated', prefix: 'transcripts/', shows: /`transcripts\/\$\{/, viaKit: /\.transcribe\(/ },
  // Bills (commerce/bill.ts), an order's `billKey`; certificates (certificates/issue.ts), a certificate's `fileKey`.
  { bucket: 'generated', prefix: 'bills/', shows: /`bills\/\$\{|\bbillKey\b(?!:)/ },
  { bucket: 'generated', prefix: 'certificates/', shows: /`certificates\/\$\{|\bfileKey\b(?!:)/ },
  { bucket: 'generated', prefix: 'reports/', shows: /`reports\/\$\{/ },
  // Data downloads (privacy/export-build.ts); a download request's `objectKey` is linked.
  { bucket: 'generated', prefix: 'exports/', shows: /`exports\/\$\{|\.objectKey\b/ },
  // An organisation's exports (functions/orgs/exports.ts): the job writes them, the route links them by `exportFile`.
  { bucket: 'generated', prefix: 'org-exports/', shows: /`org-exports\/\$\{|\b(exportFile|csvKey)\b(?!:)/ },
  // Course media and limited videos (core/media.ts).
  { bucket: 'content', prefix: 'content/', shows: /`content\/\$\{/ },
  { bucket: 'content', prefix: 'limited/', shows: /"limited\/"(?!:)|`limited\// },
];

/**
 * Functions whose object grants are written out by hand and differ from what the check sees: the privacy jobs
 * reach every prefix a person's data lives under, by listing (infra/ops/privacy-jobs.ts, decisions 0801-0802);
 * deleting a child or an account only carries the photo's key into the erase request the job acts on.
 */
const GRANTED_BY_HAND: Readonly<Record<string, string>> = {
  'Fluentia-prod-Jobs/Erase': 'every prefix of a subject, by listing',
  'Fluentia-prod-Jobs/Export': 'every prefix of a subject, by listing',
  'Fluentia-prod-Api-family/withdrawConsent': 'carries photoKey to the erase request, touches no object',
  'Fluentia-prod-Api-privacy/deleteAccount': 'carries photoKey to the erase request, touches no object',
};

const OBJECT_ACTIONS = new Set(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);

interface Checked {
  name: string;
  fn: RouteFunction;
  index: string;
  /** The separate kits its index.mjs loads. */
  kits: string[];
}

let checked: Checked[] = [];

beforeAll(async () => {
  const fluentia = synth('prod');
  const functions = fluentia.app.node.findAll().filter((c): c is RouteFunction => c instanceof RouteFunction);
  const handlers = [...new Set(functions.map((fn) => fn.handler))];
  const kits = Object.fromEntries(separateBundles.map((kit) => [`kit/${kit.file}`, kit.entry]));
  const bundles = await bundleManyLikeLambda({
    ...Object.fromEntries(handlers.map((h) => [`fn/${h}`, `functions/${h}.ts`])),
    ...kits,
  });
  checked = functions.map((fn) => {
    const index = bundles.get(`fn/${fn.handler}`)!;
    // As CDK's afterBundling hook ships a kit beside the bundle when index.mjs names it (bundling.ts).
    const kitCode = separateBundles
      .filter((kit) => index.includes(kit.file))
      .map((kit) => bundles.get(`kit/${kit.file}`)!);
    return { name: fn.node.path, fn, index, kits: kitCode };
  });
});

/** The resource entries of a role's statements that carry one of `actions`, as template JSON. */
function resourcesOf(fn: RouteFunction, keep: (action: string) => boolean): string[] {
  return roleStatements(fn.fn)
    .filter((s) => [s.Action].flat().some(keep))
    .flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)));
}

describe('grants match the shipped bundles', () => {
  it('checks every function of the prod stacks', () => {
    const handlers = new Set(checked.map((c) => c.fn.handler));
    const expected = [
      ...routeEntries().map(([, route]) => route.handler),
      WRITING_WORKER_HANDLER,
      'speech/live/worker',
      'identity/authorizer',
      'courses/scheduled-expiry',
      'coach/scheduled-reminders',
      'assessment/calibration/scheduled',
    ];
    expect(expected.filter((h) => !handlers.has(h))).toEqual([]);
    for (const { name, index } of checked) expect(index.length, name).toBeGreaterThan(1000);
  });

  it('grants Query on exactly the indexes a function queries (IndexName in its bundle), never index/*', () => {
    const wrong: string[] = [];
    for (const { name, fn, index, kits } of checked) {
      const code = [index, ...kits].join('\n');
      // Our stores name the index as a literal (`IndexName: 'gsi1'`); any other form could not be read here.
      if (/IndexName:(?!")/.test(code)) wrong.push(`${name}: an IndexName that is not a string literal`);
      const used = [...new Set([...code.matchAll(/IndexName:"([^"]+)"/g)].map((m) => m[1]!))].sort();
      const granted = resourcesOf(fn, (a) => a.startsWith('dynamodb:')).flatMap((r) =>
        [...r.matchAll(/\/index\/([^"]+)"/g)].map((m) => m[1]!),
      );
      const grantedSet = [...new Set(granted)].sort();
      if (JSON.stringify(used) !== JSON.stringify(grantedSet))
        wrong.push(`${name}: queries [${used}], granted [${grantedSet}]`);
    }
    expect(wrong).toEqual([]);
  });

  it('grants object actions on exactly the key prefixes a function builds or reads (no whole bucket)', () => {
    const wrong: string[] = [];
    for (const { name, fn, index, kits } of checked) {
      if (GRANTED_BY_HAND[name]) continue;
      const shows = (k: (typeof OBJECT_KEYS)[number]) =>
        k.shows.test(index) || kits.some((kit) => k.shows.test(kit) && (!k.viaKit || k.viaKit.test(index)));
      const used = OBJECT_KEYS.filter(shows)
        .map((k) => `${k.bucket}:${k.prefix}*`)
        .sort();
      const granted = resourcesOf(fn, (a) => OBJECT_ACTIONS.has(a)).map((r) => {
        const bucket = /Bucket(uploads|generated|content)[0-9A-F]{8}/.exec(r)?.[1] ?? r;
        const key = /"\/([^"]*)"\]\]\}$/.exec(r)?.[1] ?? r;
        return `${bucket}:${key}`;
      });
      const grantedSet = [...new Set(granted)].sort();
      if (JSON.stringify(used) !== JSON.stringify(grantedSet))
        wrong.push(`${name}: uses [${used}], granted [${grantedSet}]`);
    }
    expect(wrong).toEqual([]);
  });
});
