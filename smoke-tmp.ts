import { startTestStack } from './tests/support/test-stack';
import { seedPopulation } from './tests/olympiad/population';
import { runJourney } from './tests/olympiad/journey';
import { newTally } from './tests/olympiad/client';
import { takeRecording } from './functions/lib/traffic-recorder';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

process.env.TRAFFIC_RECORDING = process.env.REC ?? '1';
const stack = await startTestStack('none');
const reader = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: 'ap-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));
async function readOtp(phone: string, after: number): Promise<string> {
  for (;;) {
    const r = await reader.send(new QueryCommand({ TableName: 'fluentia-test-main', KeyConditionExpression: 'pk = :pk', FilterExpression: '#to = :to', ExpressionAttributeNames: { '#to': 'to' }, ExpressionAttributeValues: { ':pk': 'OUTBOX', ':to': phone }, ScanIndexForward: false }));
    const hit = (r.Items ?? []).find((i) => Date.parse(String(i.sentAt)) >= after - 2000 && i.code);
    if (hit) return String(hit.code);
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  const children = await seedPopulation({ children: 6, parentShare: 0.34, licenceShare: 0.34, grades: [5, 7], schools: 1 });
  takeRecording();
  const tally = newTally();
  const results = await Promise.all(children.map((c) => runJourney(c, { base: stack.url, dropRate: 0, tally, readOtp })));
  for (const r of results) console.log(r.child.path, r.failure ?? 'ok', r.acknowledged.length, 'refused', r.refused, JSON.stringify(r.score ?? r.certificate)?.slice(0, 200));
  const rec = takeRecording(); const { recordingFailures } = await import('./functions/lib/traffic-recorder'); console.log('FAILURES', recordingFailures.length, recordingFailures[0]);
  console.log('requests', rec.length, tally);
  const one = rec.filter((r) => r.learner === children[2]!.userId || r.learner === children[0]!.userId);
  for (const r of one.slice(0, 80)) {
    console.log(r.learner?.slice(-8), r.step, r.route, r.status, r.ms.toFixed(0), r.invocations.map((i) => `${i.fn}[${i.ms.toFixed(0)}]: ` + i.calls.map((c) => `${c.service}.${c.operation}${c.standIn ? '*' : ''}${c.localOnly ? '(local)' : ''}${c.perInstance ? '(inst)' : ''}${c.cachedForMs ? '(cache)' : ''} ${(c.items ?? []).map((it) => `${it.kind[0]}:${it.index ? it.index + ':' : ''}${it.pk}${it.sk ? '|' + it.sk : ''}=${it.units}${it.transactional ? 'T' : ''}`).join(',').slice(0, 400)}`).join(' ; ')).join(' || '));
  }
} finally {
  await stack.teardown();
}
