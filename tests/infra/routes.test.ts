import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { routeEntries, routes, type RouteDef, type RouteId } from '#shared/api/routes';
import { RoutesStack, routeKeyOf } from '../../infra/api/routes-stack';
import { API_PATH_PATTERNS } from '../../infra/web/web-stack';
import { routeGrants } from '../../infra/api/route-grants';
import type { FluentiaApp } from '../../infra/app';
import { freshSynth, logicalId, resources, synth, template } from './support';

/** The route table and the synthesised API agree, each route is protected as the table says. */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

function routeResources() {
  return Object.values(dev.routes).flatMap((stack) =>
    resources(template(stack), 'AWS::ApiGatewayV2::Route').map(([id, r]) => ({ stack, id, props: r.Properties })),
  );
}

describe('API routes (dev)', () => {
  it('has exactly one API Gateway route per row of the route table, and no other', () => {
    const synthesised = routeResources().map((r) => r.props.RouteKey as string);
    const table = routeEntries().map(([, route]) => routeKeyOf(route));
    expect([...synthesised].sort()).toEqual([...table].sort());
    expect(new Set(synthesised).size).toBe(synthesised.length);
  });

  it('adds only the $default route (the envelope 404/405) to the core API stack, without an authorizer', () => {
    const core = template(dev.api);
    const routesInCore = resources(core, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(routesInCore).toHaveLength(1);
    expect(routesInCore[0]).toMatchObject({ RouteKey: '$default' });
    expect(routesInCore[0]?.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('protects every non-public route with the access-token authorizer and leaves public ones open', () => {
    const authorizerId = logicalId(dev.api, dev.api.node.findChild('access-token'));
    for (const [id, route] of routeEntries()) {
      const found = routeResources().find((r) => r.props.RouteKey === routeKeyOf(route));
      expect(found, id).toBeDefined();
      if (route.access === 'public') {
        expect(found?.props.AuthorizationType, id).toBe('NONE');
        expect(found?.props.AuthorizerId, id).toBeUndefined();
      } else {
        expect(found?.props.AuthorizationType, id).toBe('CUSTOM');
        // The authorizer lives in the core API stack; area stacks read its id from there.
        expect(JSON.stringify(found?.props.AuthorizerId), id).toContain(authorizerId);
      }
    }
  });

  it('attaches the authorizer to a protected row and keeps `{name}` path parameters', () => {
    // Today's table has only public rows, so try a protected one in a stack of its own.
    const app = freshSynth('dev');
    const probe: RouteDef = { ...routes.health, path: 'v1/probe/{childId}', access: 'parent' };
    const stack = new RoutesStack(app.app, 'Fluentia-dev-Api-probe', {
      settings: app.settings,
      version: 'test',
      data: app.data,
      identity: app.identity,
      api: app.api,
      env: { account: app.api.account, region: app.api.region },
      routes: [['health', probe]],
    });
    const authorizerId = logicalId(app.api, app.api.node.findChild('access-token'));
    const [[, route]] = resources(template(stack), 'AWS::ApiGatewayV2::Route') as [[string, { Properties: any }]];
    expect(route.Properties).toMatchObject({ RouteKey: 'GET /v1/probe/{childId}', AuthorizationType: 'CUSTOM' });
    expect(JSON.stringify(route.Properties.AuthorizerId)).toContain(authorizerId);
  });

  it('sends each route to its own function', () => {
    for (const stack of Object.values(dev.routes)) {
      const t = template(stack);
      const integrations = Object.fromEntries(resources(t, 'AWS::ApiGatewayV2::Integration'));
      for (const [routeId, fn] of stack.functions) {
        const route = resources(t, 'AWS::ApiGatewayV2::Route').find(
          ([, r]) => r.Properties.RouteKey === routeKeyOf(routes[routeId]),
        );
        const integrationId = route?.[1].Properties.Target['Fn::Join'][1][1].Ref as string;
        expect(integrations[integrationId]?.Properties.IntegrationUri, routeId).toEqual({
          'Fn::GetAtt': [logicalId(stack, fn.fn), 'Arn'],
        });
      }
    }
  });

  it('configures the authorizer: access-token and origin headers, simple responses, 20-second cache (an ended token passes at most that plus the marker cache), Cognito ids', () => {
    const core = template(dev.api);
    core.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.access-token', '$request.header.x-origin-verify'],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      AuthorizerResultTtlInSeconds: 20,
    });
    core.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ COGNITO_USER_POOL_ID: Match.anyValue(), COGNITO_CLIENT_ID: Match.anyValue() }),
      },
    });
  });

  it('builds every function with the house settings: Node 22, arm64, active tracing, the config variables, no source maps at run time', () => {
    const stacks = [dev.api, ...Object.values(dev.routes)];
    const functions = stacks.flatMap((s) =>
      resources(template(s), 'AWS::Lambda::Function').map(([, r]) => r.Properties),
    );
    const all = functions.filter((p) => p.Environment?.Variables?.APP_ENV);
    // + authorizer + $default + the live speech worker + the writing function + the speech aligner + the
    // organisation's export job
    expect(all.length).toBe(routeEntries().length + 6);
    // The speech aligner is a container image of Debian's engine (its own settings: speech-grants.test.ts).
    const ours = all.filter((p) => p.PackageType !== 'Image');
    expect(ours.length).toBe(routeEntries().length + 5);
    for (const p of ours) {
      // submitAnswer alone may wait on Amazon Transcribe; the live worker hears a whole recording
      // (tests/infra/speech-grants.test.ts).
      // An organisation's export pages through 50,000 people in minutes (docs/performance.md).
      // A class's registration hashes up to 150 PINs: 29 s on two vCPUs (infra/api/routes-stack.ts, largeRoutes).
      const registration = /^POST \/v1\/org\/classes\/\{classId\}\/register/.test(String(p.Description));
      const timeout =
        String(p.Description).startsWith('POST /v1/submitAnswer') || registration
          ? 29
          : String(p.Description).startsWith('Live transcription')
            ? 180
            : String(p.Description).startsWith("An organisation's export")
              ? 600
              : 10;
      // The writing function warms Harper in its Init: 2 GB, more than one vCPU (infra/api/writing-worker.ts).
      // The export job holds the organisation's rows until it writes the file: 1 GB (infra/api/org-export-worker.ts).
      const memory = registration
        ? 3538
        : String(p.Description).startsWith('The writing check')
          ? 2048
          : String(p.Description).startsWith("An organisation's export")
            ? 1024
            : 512;
      expect(p).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        MemorySize: memory,
        Timeout: timeout,
      });
      expect(Object.keys(p.Environment.Variables)).toEqual(
        expect.arrayContaining(['APP_ENV', 'APP_VERSION', 'TABLE_MAIN', 'BUCKET_UPLOADS', 'BUCKET_GENERATED']),
      );
      // Source maps are for reading traces offline: loading them at start costs every cold start.
      expect(p.Environment.Variables.NODE_OPTIONS ?? '').not.toContain('--enable-source-maps');
      expect(p.LoggingConfig?.LogGroup).toBeDefined();
    }
  });

  it('has a grants entry for every route and no other', () => {
    expect(Object.keys(routeGrants).sort()).toEqual(
      routeEntries()
        .map(([id]) => id)
        .sort(),
    );
  });

  it('lets the health function describe tables and list buckets, and nothing else on data', () => {
    const stack = dev.routes.system!;
    const role = logicalId(stack, stack.functions.get('health' as RouteId)!.fn.role as never);
    const policies = resources(template(stack), 'AWS::IAM::Policy').filter(([, p]) =>
      (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role),
    );
    const actions = policies.flatMap(([, p]) =>
      p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()),
    );
    const dataActions = actions.filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'));
    expect(new Set(dataActions)).toEqual(new Set(['dynamodb:DescribeTable', 's3:ListBucket']));
  });
});

describe('route table, template and local server agree', () => {
  /** A concrete request path for a route path: `{courseId}` becomes `p-courseId`. */
  const concrete = (path: string) => '/' + path.replace(/\{(\w+)\}/g, 'p-$1');

  it('the local server dispatches every route key of the template to the same route-table row', async () => {
    const { matchRoute } = await import('../../functions/lib/route-match');
    for (const r of routeResources()) {
      const [method, path] = (r.props.RouteKey as string).split(' ') as [string, string];
      const match = matchRoute(method, concrete(path.slice(1)));
      expect(match.kind, r.props.RouteKey).toBe('route');
      if (match.kind === 'route') expect(routeKeyOf(match.route)).toBe(r.props.RouteKey);
    }
  });

  it('CloudFront and the local server send the same paths to the API', async () => {
    const { isApiPath } = await import('../../infra/local/api');
    const cloudFrontPrefixes = API_PATH_PATTERNS.map((p) => p.replace('*', ''));
    for (const [id, route] of routeEntries()) {
      const path = concrete(route.path);
      expect(
        cloudFrontPrefixes.some((prefix) => path.startsWith(prefix)),
        id,
      ).toBe(true);
      expect(isApiPath(path), id).toBe(true);
    }
    for (const prefix of cloudFrontPrefixes) expect(isApiPath(`${prefix}anything`), prefix).toBe(true);
    for (const page of ['/', '/mydashboard', '/assets/app.js']) expect(isApiPath(page), page).toBe(false);
  });
});
