import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pipeline, ok } from '../../../functions/lib/http';
import type { RouteDef } from '#shared/api/routes';
import { catalogue } from '#shared/errors';
import { apiEvent, context, parse } from '../../support/events';

const secrets = vi.hoisted(() => ({ stages: new Map<string, string>(), reads: [] as string[] }));
vi.mock('../../../functions/lib/secrets', () => ({
  readSecretString: async (_id: string, stage: string) => {
    secrets.reads.push(stage);
    const value = secrets.stages.get(stage);
    if (value === undefined) throw Object.assign(new Error('no such stage'), { name: 'ResourceNotFoundException' });
    return value;
  },
}));

const { ORIGIN_HEADER, VIEWER_ADDRESS_HEADER, cameThroughCloudFront, forgetOriginSecrets, viewerAddress } =
  await import('../../../functions/lib/origin-check');

const route: RouteDef = { method: 'GET', path: 'v1/open', handler: 'test/open', access: 'public' };

describe('only CloudFront may call the API (decision 0860)', () => {
  it('the pipeline refuses a request without the origin header with the 403 envelope, before the handler', async () => {
    const handler = vi.fn(async () => ok({}));
    const open = pipeline(route, handler);
    const res = parse(await open(apiEvent({ path: '/v1/open', headers: { [ORIGIN_HEADER]: '' } }), context));
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ status: false, code: 403, message: catalogue.forbidden.message });
    expect(handler).not.toHaveBeenCalled();
  });

  it('the pipeline refuses a wrong secret and serves the right one', async () => {
    const open = pipeline(route, async () => ok({ served: true }));
    const wrong = parse(await open(apiEvent({ path: '/v1/open', headers: { [ORIGIN_HEADER]: 'guess' } }), context));
    expect(wrong.statusCode).toBe(403);
    const right = parse(await open(apiEvent({ path: '/v1/open' }), context));
    expect(right.body.data).toEqual({ served: true });
  });

  it("the viewer's address is the CloudFront Function's header, else the source address", () => {
    const event = apiEvent({ path: '/v1/open', headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.9' } });
    expect(viewerAddress(event)).toBe('203.0.113.9');
    expect(viewerAddress(apiEvent({ path: '/v1/open' }))).toBe('127.0.0.1');
  });
});

describe('the origin secret on AWS', () => {
  const local = process.env.ORIGIN_SECRET;
  beforeEach(() => {
    delete process.env.ORIGIN_SECRET;
    process.env.ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:1:secret:origin';
    secrets.stages = new Map([['AWSCURRENT', 'current-value']]);
    secrets.reads = [];
    forgetOriginSecrets();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    process.env.ORIGIN_SECRET = local;
    delete process.env.ORIGIN_SECRET_ARN;
    vi.useRealTimers();
  });
  const headers = (value: string) => ({ [ORIGIN_HEADER]: value });

  it('is read once per container, every stage, and not again for each request', async () => {
    for (let i = 0; i < 5; i++) expect(await cameThroughCloudFront(headers('current-value'))).toBe(true);
    expect(secrets.reads.sort()).toEqual(['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS']);
  });

  it('accepts the previous and the pending value while CloudFront takes a rotated one', async () => {
    secrets.stages.set('AWSPREVIOUS', 'previous-value').set('AWSPENDING', 'pending-value');
    expect(await cameThroughCloudFront(headers('previous-value'))).toBe(true);
    expect(await cameThroughCloudFront(headers('pending-value'))).toBe(true);
    expect(await cameThroughCloudFront(headers('older-value'))).toBe(false);
  });

  it('reads again on a miss at most every 10 seconds, so wrong headers cannot spend the quota', async () => {
    expect(await cameThroughCloudFront(headers('current-value'))).toBe(true);
    secrets.stages.set('AWSCURRENT', 'rotated-value');
    for (let i = 0; i < 20; i++) expect(await cameThroughCloudFront(headers('rotated-value'))).toBe(false);
    expect(secrets.reads).toHaveLength(3);
    vi.setSystemTime(Date.now() + 11_000);
    expect(await cameThroughCloudFront(headers('rotated-value'))).toBe(true);
    expect(secrets.reads).toHaveLength(6);
  });

  it('reads again after five minutes, so every container knows a pending value before CloudFront sends it', async () => {
    expect(await cameThroughCloudFront(headers('current-value'))).toBe(true);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    expect(await cameThroughCloudFront(headers('current-value'))).toBe(true);
    expect(secrets.reads).toHaveLength(6);
  });

  it('refuses everything when no secret is configured', async () => {
    delete process.env.ORIGIN_SECRET_ARN;
    expect(await cameThroughCloudFront(headers('current-value'))).toBe(false);
    expect(await cameThroughCloudFront(undefined)).toBe(false);
  });
});
