import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, roleActions, roleStatements, synth, template } from './support';

/**
 * Counted video views on AWS (docs/video.md): the videoView route may count on the table and sign
 * reads of the content bucket (its presigned GET is made with its role), and nothing else; view-
 * limited videos live under `limited/`, which no CloudFront behaviour and no bucket-policy grant
 * reaches, so the signed link is the only way to them.
 */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

describe('video view grants', () => {
  it('lets videoView update the table and read the content bucket, and write no object', () => {
    const fn = allFunctions(dev).get('videoView')!.fn;
    const actions = [...roleActions(fn)].filter((a) => !a.startsWith('xray:'));
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions).toContain('s3:GetObject');
    expect(actions.filter((a) => a.startsWith('s3:') && /Put|Delete/.test(a))).toEqual([]);
    const read = roleStatements(fn).find((s) => [s.Action].flat().includes('s3:GetObject'))!;
    expect(JSON.stringify(read.Resource)).toContain('Bucketcontent');
  });

  it('gives CloudFront the content bucket’s content/ keys only, never limited/', () => {
    const policies = Object.values(template(dev.data).findResources('AWS::S3::BucketPolicy'));
    const cloudFront = policies
      .flatMap(
        (p) =>
          (
            p as {
              Properties: {
                PolicyDocument: { Statement: Array<{ Principal?: { Service?: string }; Resource: unknown }> };
              };
            }
          ).Properties.PolicyDocument.Statement,
      )
      .filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront.length).toBeGreaterThan(0);
    for (const statement of cloudFront) {
      const resource = JSON.stringify(statement.Resource);
      expect(resource).toContain('/content/*');
      expect(resource).not.toContain('limited');
    }
  });
});
