import { Duration } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { alarmOnQueue } from './alarms';

/**
 * The dead-letter queue of a worker the API starts asynchronously (decision 0875): the event of a run that failed is
 * kept 14 days to be read and replayed, and its first message alarms where the environment has alarms.
 */
export function workerDeadLetters(scope: Construct, id: string, topic?: ITopic): Queue {
  const queue = new Queue(scope, id, { retentionPeriod: Duration.days(14), enforceSSL: true });
  if (topic) alarmOnQueue(scope, `${id}Alarm`, queue, topic);
  return queue;
}
