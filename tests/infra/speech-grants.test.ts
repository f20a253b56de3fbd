import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, roleActions, roleStatements, synth, template } from './support';

/**
 * Spoken answers on AWS: only submitAnswer may call Transcribe's batch jobs and Polly, Transcribe
 * only on its own `fluentia-*` jobs; only the live worker streams, started only by the session route; only the
 * recording-upload route may sign uploads; raw recordings and Transcribe
 * results expire; submitAnswer may wait for Transcribe just under API Gateway's 30 seconds.
 */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

const speechActions = (id: string) =>
  [...roleActions(allFunctions(dev).get(id)!.fn)].filter((a) => a.startsWith('transcribe:') || a.startsWith('polly:'));

describe('speech grants', () => {
  it("narrows submitAnswer's generated-bucket access to speech/ and transcripts/, without delete, and Polly to the speech region", () => {
    const statements = roleStatements(allFunctions(dev).get('submitAnswer')!.fn);
    // [action, key pattern] for every object ARN of the generated bucket in the role.
    const onGenerated = statements.flatMap((st) =>
      [st.Resource].flat().flatMap((r) => {
        const text = JSON.stringify(r);
        const key = /"(\/[^"]*)"\]\]/.exec(text)?.[1];
        return text.includes('Bucketgenerated') && key ? [st.Action].flat().map((a) => `${a} ${key}`) : [];
      }),
    );
    expect(onGenerated.sort()).toEqual([
      's3:GetObject /speech/*',
      's3:GetObject /transcripts/*',
      's3:PutObject /speech/*',
      's3:PutObject /transcripts/*',
    ]);
    const polly = statements.find((s) => [s.Action].flat().includes('polly:SynthesizeSpeech'))!;
    expect(polly.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': 'ap-south-1' } });
    template(allFunctions(dev).get('submitAnswer')!.fn.stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('submitAnswer'),
      Environment: {
        Variables: Match.objectLike({ SPEECH_REGION: 'ap-south-1', POLLY_VOICE: 'Kajal', POLLY_ENGINE: 'neural' }),
      },
    });
  });

  it('lets submitAnswer alone transcribe its own jobs and synthesise, and readAloud synthesise only', () => {
    expect(speechActions('submitAnswer').sort()).toEqual([
      'polly:SynthesizeSpeech',
      'transcribe:GetTranscriptionJob',
      'transcribe:StartTranscriptionJob',
    ]);
    const transcribe = roleStatements(allFunctions(dev).get('submitAnswer')!.fn).find((s) =>
      [s.Action].flat().includes('transcribe:StartTranscriptionJob'),
    )!;
    expect(JSON.stringify(transcribe.Resource)).toContain('transcription-job/fluentia-*');
    // A junior's screen read aloud (decision 0421): Polly, and the generated bucket's speech/ only.
    expect(speechActions('readAloud')).toEqual(['polly:SynthesizeSpeech']);
    const readAloud = roleStatements(allFunctions(dev).get('readAloud')!.fn);
    const s3 = readAloud.filter((s) => [s.Action].flat().some((a) => a === 's3:GetObject' || a === 's3:PutObject'));
    expect(s3.length).toBeGreaterThan(0);
    for (const statement of s3) expect(JSON.stringify(statement.Resource)).toContain('/speech/*');
    for (const [id] of allFunctions(dev))
      if (!['submitAnswer', 'speechWorker', 'readAloud'].includes(id)) expect(speechActions(id), id).toEqual([]);
  });

  it('lets the live worker stream to Transcribe, read recordings’ parts under live/ and put RECORDING# items, nothing else', () => {
    const worker = allFunctions(dev).get('speechWorker')!.fn;
    const statements = roleStatements(worker);
    // Its own logs aside (tests/infra/least-privilege.test.ts); kms:Decrypt reads the parts under the uploads key;
    // SendMessage keeps a failed run in its dead-letter queue (decisions 0873, 0875).
    const actions = statements
      .flatMap((s) => [s.Action].flat())
      .filter((a) => !a.startsWith('xray:') && !a.startsWith('logs:'))
      .sort();
    expect(actions).toEqual([
      'dynamodb:PutItem',
      'kms:Decrypt',
      's3:GetObject',
      's3:ListBucket',
      'sqs:SendMessage',
      'transcribe:StartStreamTranscription',
    ]);
    const of = (action: string) => statements.find((s) => [s.Action].flat().includes(action))!;
    expect(JSON.stringify(of('s3:GetObject').Resource)).toContain('/live/*');
    // Listing without a condition: S3 then answers a missing part with 404, not 403 (speech-worker.ts).
    expect(JSON.stringify(of('s3:ListBucket').Resource)).not.toContain('/live');
    expect(of('dynamodb:PutItem').Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RECORDING#*#*'] },
    });
    const stack = template(worker.stack);
    stack.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 180,
      Description: Match.stringLikeRegexp('Live transcription'),
    });
    stack.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
  });

  it('lets the session route invoke the live worker and no other function; no other function but submitAnswer (the aligner, below) may invoke anything', () => {
    const worker = allFunctions(dev).get('speechWorker')!.fn;
    const session = allFunctions(dev).get('speechSession')!.fn;
    const invoke = roleStatements(session).filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    const workerId = worker.stack.getLogicalId(worker.node.defaultChild as never);
    const resources = [invoke[0]!.Resource].flat();
    expect(resources.length).toBeGreaterThan(0);
    for (const r of resources) expect(JSON.stringify(r)).toContain(workerId);
    expect([...roleActions(session)].filter((a) => !a.startsWith('xray:')).sort()).toEqual(
      expect.arrayContaining(['lambda:InvokeFunction', 's3:PutObject', 'dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    // (submitAnswer may invoke the writing function alone: below; orgStartExport its export worker: orgs' tests.)
    for (const [id, fn] of allFunctions(dev))
      if (id !== 'speechSession' && id !== 'submitAnswer' && id !== 'orgStartExport')
        expect(
          [...roleActions(fn.fn)].filter((a) => a.startsWith('lambda:')),
          id,
        ).toEqual([]);
    expect(
      JSON.stringify(
        roleStatements(allFunctions(dev).get('submitAnswer')!.fn).filter((st) =>
          [st.Action].flat().includes('lambda:InvokeFunction'),
        ),
      ),
    ).not.toContain(workerId);
    template(session.stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('speechSession'),
      Environment: { Variables: Match.objectLike({ SPEECH_WORKER_FUNCTION: Match.anyValue() }) },
    });
  });

  it('lets submitAnswer invoke the writing function and the speech aligner and nothing else, names them in its environment, and gives the writing function no grant', () => {
    const writing = allFunctions(dev).get('writingCheck')!;
    const submit = allFunctions(dev).get('submitAnswer')!.fn;
    const invoke = roleStatements(submit).filter((s) => [s.Action].flat().some((a) => a.startsWith('lambda:')));
    const writingId = writing.fn.stack.getLogicalId(writing.fn.node.defaultChild as never);
    const aligner = (submit.stack.node.findChild('SpeechAligner') as unknown as { node: { defaultChild: never } }).node
      .defaultChild;
    const alignerId = submit.stack.getLogicalId(aligner);
    // Each invoke statement names one of the two workers, and both are named.
    const resources = invoke.flatMap((s) => [s.Resource].flat()).map((r) => JSON.stringify(r));
    for (const r of resources) expect(r.includes(writingId) || r.includes(alignerId), r).toBe(true);
    expect(resources.some((r) => r.includes(writingId))).toBe(true);
    expect(resources.some((r) => r.includes(alignerId))).toBe(true);
    expect(JSON.stringify(invoke)).not.toContain(
      allFunctions(dev)
        .get('speechWorker')!
        .fn.stack.getLogicalId(allFunctions(dev).get('speechWorker')!.fn.node.defaultChild as never),
    );
    template(submit.stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('submitAnswer'),
      Environment: { Variables: Match.objectLike({ WRITING_CHECK_FUNCTION: Match.anyValue() }) },
    });
    expect([...roleActions(writing.fn)].filter((a) => !a.startsWith('xray:') && !a.startsWith('logs:'))).toEqual([]);
    template(writing.fn.stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('writing check'),
      MemorySize: 2048,
    });
  });

  // PutObjectTagging: the POST tags the recording `retention=raw` (decision 0803).
  it('gives the recording-upload route S3 PutObject and PutObjectTagging on uploads only (the presigned POST is made with its role) and nothing else', () => {
    // Besides X-Ray, its own logs and the origin secret every route's pipeline reads (decision 0860); the upload
    // is encrypted by the uploads key, so its signer makes the data key (decision 0873).
    const actions = [...roleActions(allFunctions(dev).get('recordingUpload')!.fn)].filter(
      (a) => !a.startsWith('xray:') && !a.startsWith('logs:') && a !== 'secretsmanager:GetSecretValue',
    );
    expect(actions.sort()).toEqual(['kms:GenerateDataKey', 's3:PutObject', 's3:PutObjectTagging']);
  });

  it('lets checkVideo read the table and the content bucket only (HeadObject is s3:GetObject), never write', () => {
    const actions = [...roleActions(allFunctions(dev).get('checkVideo')!.fn)].filter(
      (a) => !a.startsWith('xray:') && !a.startsWith('logs:'),
    );
    expect(actions.filter((a) => /Put|Delete|Update|Write/.test(a))).toEqual([]);
    expect(actions).toContain('s3:GetObject');
    expect(actions).toContain('dynamodb:GetItem');
  });

  it('lets submitAnswer and a class registration run for 29 s, the registration on two vCPUs; other routes keep 10 s and 512 MB', () => {
    const seconds = (id: string) => template(allFunctions(dev).get(id)!.fn.stack);
    seconds('submitAnswer').hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 29,
      Description: Match.stringLikeRegexp('submitAnswer'),
    });
    seconds('myStep').hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 10,
      MemorySize: 512,
      Description: Match.stringLikeRegexp('mystep'),
    });
    // A class's registration hashes up to 150 PINs: two vCPUs and the API's whole time.
    seconds('orgRegisterRoster').hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 29,
      MemorySize: 3538,
      Description: Match.stringLikeRegexp('register'),
    });
  });

  it('expires raw recordings (spoken and video answers) after a year, Transcribe results after a week and live parts after a day', () => {
    const data = template(dev.data);
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'speech/', ExpirationInDays: 365, Status: 'Enabled' })]),
      },
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'video/', ExpirationInDays: 365, Status: 'Enabled' })]),
      },
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'transcripts/', ExpirationInDays: 7, Status: 'Enabled' })]),
      },
    });
    // The parts of a live recording are needed for minutes: a day.
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'live/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
  });

  it('in production, drops the old versions of live parts after a day too, not 90 days later', () => {
    const prod = synth('prod');
    template(prod.data).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'live/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });
});

describe('the speech aligner (known-text answers on AWS)', () => {
  it('is a container image built from the Dockerfile at deploy, reading recordings under speech/ only; submitAnswer alone invokes it', () => {
    const submit = allFunctions(dev).get('submitAnswer')!.fn;
    const stack = template(submit.stack);
    stack.hasResourceProperties('AWS::Lambda::Function', {
      PackageType: 'Image',
      Architectures: ['arm64'],
      MemorySize: 2048,
      Description: Match.stringLikeRegexp('Known-text'),
    });
    stack.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('submitAnswer'),
      Environment: { Variables: Match.objectLike({ SPEECH_ALIGNER_FUNCTION: Match.anyValue() }) },
    });
    const invokes = roleStatements(submit).filter((st) => [st.Action].flat().includes('lambda:InvokeFunction'));
    expect(JSON.stringify(invokes)).toContain('SpeechAligner');
    const aligner = Object.entries(stack.findResources('AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('SpeechAligner'),
    )![1] as { Properties: { PolicyDocument: { Statement: Array<{ Action: string | string[]; Resource: unknown }> } } };
    // Its own logs and the uploads key's Decrypt aside (decisions 0872, 0873), reads only.
    const actions = aligner.Properties.PolicyDocument.Statement.flatMap((st) => [st.Action].flat()).filter(
      (a) => !a.startsWith('xray:') && !a.startsWith('logs:') && a !== 'kms:Decrypt',
    );
    expect(actions.every((a) => a.startsWith('s3:Get') || a.startsWith('s3:List'))).toBe(true);
    expect(JSON.stringify(aligner.Properties.PolicyDocument.Statement)).toContain('/speech/*');
  });
});
