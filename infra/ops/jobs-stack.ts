import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import type { DataResources, IdentityResources } from '../constructs/resources';
import { functionEnvironment } from '../constructs/function-env';
import { alarmOnFunction, alarmOnQueue } from '../constructs/alarms';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { applyGrants, tableStatements } from '../constructs/apply-grants';
import { privacyJobs } from './privacy-jobs';

export interface JobsStackProps extends StackProps {
  settings: EnvSettings;
  version: string;
  data: DataResources;
  /** The sender identities the call reminders go out from (SES, SNS). */
  identity: IdentityResources;
  /** Prod: the environment's alarm topic (a failed run alarms like any function). */
  alarmTopic?: ITopic;
}

/**
 * Scheduled jobs. Calibration (docs/scoring.md, "Calibration from real answers"): every Monday at
 * 02:00 UTC, the last 90 days of kept responses give each item an observed difficulty, and a report
 * of proposed levels is written for a person to accept. It reads by partition (Query, no Scan) and
 * writes only its report item: it may not change a question.
 */
export class JobsStack extends Stack {
  readonly calibration: RouteFunction;
  readonly deadLetters: Queue;
  readonly expiryReminders: RouteFunction;
  readonly callReminders: RouteFunction;
  readonly erase: RouteFunction;
  readonly exports: RouteFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    // A run that fails is retried twice with backoff by EventBridge, then kept in a dead-letter queue
    // for 14 days to be replayed (docs/operations.md); a message there alarms. The same queue is each job
    // function's own dead-letter queue: a run that EventBridge delivered but that failed Lambda's attempts.
    this.deadLetters = new Queue(this, 'JobsDeadLetters', { retentionPeriod: Duration.days(14), enforceSSL: true });
    const deadLetterQueue = this.deadLetters;
    this.calibration = new RouteFunction(this, 'Calibration', {
      deadLetterQueue,
      handler: 'assessment/calibration/scheduled',
      settings: props.settings,
      environment: { ...functionEnvironment(props.settings, props.version, props.data), CALIBRATION_DAYS: '90' },
      description: 'Weekly Rasch calibration of item levels from kept responses (writes proposals only)',
      timeout: Duration.minutes(15),
    });
    const table = props.data.tables.main;
    for (const statement of tableStatements(table, ['dynamodb:Query', 'dynamodb:PutItem'], []))
      this.calibration.fn.addToRolePolicy(statement);
    new Rule(this, 'CalibrationSchedule', {
      description: 'Weekly item calibration',
      schedule: Schedule.cron({ weekDay: 'MON', hour: '2', minute: '0' }),
      targets: [
        new LambdaFunction(this.calibration.fn, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
    // Daily at 03:30 UTC (09:00 in India): reminders of courses closing in a week (one Query of the
    // expiry index, one marker per reminder, so a retried run never notifies twice).
    this.expiryReminders = new RouteFunction(this, 'ExpiryReminders', {
      deadLetterQueue,
      handler: 'courses/scheduled-expiry',
      settings: props.settings,
      environment: functionEnvironment(props.settings, props.version, props.data),
      description: 'Daily notifications of courses closing in 7 days',
      timeout: Duration.minutes(5),
    });
    for (const statement of tableStatements(table, ['dynamodb:Query', 'dynamodb:PutItem'], ['gsi2']))
      this.expiryReminders.fn.addToRolePolicy(statement);
    new Rule(this, 'ExpirySchedule', {
      description: 'Daily course expiry reminders',
      schedule: Schedule.cron({ hour: '3', minute: '30' }),
      targets: [
        new LambdaFunction(this.expiryReminders.fn, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
    // Every 5 minutes: coach-call and speaking-test reminders 24 hours and 15 minutes ahead (one
    // Query of the calls-by-start index per window; a conditional mark per reminder, so overlapping
    // or retried runs send each once). No retries into the queue: the next run is 5 minutes away.
    this.callReminders = new RouteFunction(this, 'CallReminders', {
      deadLetterQueue,
      handler: 'coach/scheduled-reminders',
      settings: props.settings,
      environment: {
        ...functionEnvironment(props.settings, props.version, props.data),
        SES_FROM_ADDRESS: props.identity.messaging.sesFromAddress,
        SMS_SENDER_ID: props.identity.messaging.smsSenderId,
      },
      description: 'Coach call reminders 24 hours and 15 minutes before (every 5 minutes)',
      timeout: Duration.minutes(4),
    });
    for (const statement of tableStatements(
      table,
      ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem'],
      ['gsi2'],
    ))
      this.callReminders.fn.addToRolePolicy(statement);
    applyGrants(this.callReminders.fn, [{ email: 'send' }, { sms: 'send' }], {
      data: props.data,
      identity: props.identity,
    });
    new Rule(this, 'CallReminderSchedule', {
      description: 'Coach call reminders',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(this.callReminders.fn, { retryAttempts: 0 })],
    });
    const privacy = privacyJobs(this, props, this.deadLetters);
    this.erase = privacy.erase;
    this.exports = privacy.exports;
    if (props.alarmTopic) {
      alarmOnFunction(this.erase, props.alarmTopic, undefined, { p99Ms: Duration.minutes(12).toMilliseconds() });
      alarmOnFunction(this.exports, props.alarmTopic, undefined, { p99Ms: Duration.minutes(12).toMilliseconds() });
      alarmOnFunction(this.callReminders, props.alarmTopic, undefined, { p99Ms: Duration.minutes(3).toMilliseconds() });
      alarmOnFunction(this.expiryReminders, props.alarmTopic, undefined, {
        p99Ms: Duration.minutes(4).toMilliseconds(),
      });
      alarmOnFunction(this.calibration, props.alarmTopic, undefined, { p99Ms: Duration.minutes(12).toMilliseconds() });
      alarmOnQueue(this, 'JobsDeadLettersAlarm', this.deadLetters, props.alarmTopic);
    }
  }
}
