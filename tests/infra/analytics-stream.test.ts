import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, resources, roleActions, roleStatements, synth, template } from './support';

/**
 * Analytics that arrive somewhere (ADR 0560): a Firehose delivery stream in the data stack writes
 * the events under `analytics/` of the generated bucket; the events function may PutRecordBatch on
 * that stream and nothing else, and is the only function that may.
 */
let prod: FluentiaApp;
beforeAll(() => {
  prod = synth('prod');
});

describe('analytics delivery stream', () => {
  it('delivers encrypted, gzipped JSON lines under analytics/ of the generated bucket', () => {
    const streams = resources(template(prod.data), 'AWS::KinesisFirehose::DeliveryStream');
    expect(streams).toHaveLength(1);
    const props = streams[0]![1].Properties;
    expect(props.DeliveryStreamType).toBe('DirectPut');
    expect(props.DeliveryStreamEncryptionConfigurationInput).toEqual({ KeyType: 'AWS_OWNED_CMK' });
    const role = resources(template(prod.data), 'AWS::IAM::Policy').find(([id]) =>
      id.startsWith('AnalyticsStreamDeliveryRole'),
    )!;
    expect(JSON.stringify(role[1].Properties.PolicyDocument)).not.toMatch(/s3:(Get|Delete)Object/);
    const s3 = props.ExtendedS3DestinationConfiguration;
    expect(s3.Prefix).toBe('analytics/!{timestamp:yyyy/MM/dd}/');
    expect(s3.ErrorOutputPrefix).toMatch(/^analytics-errors\//);
    expect(s3.CompressionFormat).toBe('GZIP');
    expect(JSON.stringify(s3.BucketARN)).toContain('Bucketgenerated');
  });

  it('lets the events function put record batches on that stream only, and gives it the stream’s name', () => {
    const { fn } = allFunctions(prod).get('postEvents')!;
    // Every function also reads the origin secret (decision 0860).
    const actions = [...roleActions(fn)].filter(
      (a) => !a.startsWith('xray:') && !a.startsWith('logs:') && a !== 'secretsmanager:GetSecretValue',
    );
    expect(actions).toEqual(['firehose:PutRecordBatch']);
    const put = roleStatements(fn).find((s) => [s.Action].flat().includes('firehose:PutRecordBatch'))!;
    expect(JSON.stringify(put.Resource)).toContain('AnalyticsStream');
    const variables = template(fn.stack).findResources('AWS::Lambda::Function');
    const own = Object.values(variables).find((r) => JSON.stringify(r).includes('ANALYTICS_STREAM'));
    expect(own).toBeDefined();
  });

  it('gives no other function a Firehose action', () => {
    for (const [routeId, { fn }] of allFunctions(prod)) {
      if (routeId === 'postEvents') continue;
      expect(
        [...roleActions(fn)].filter((a) => a.startsWith('firehose:')),
        routeId,
      ).toEqual([]);
    }
  });
});
