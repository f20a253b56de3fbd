import { Stack } from 'aws-cdk-lib';
import { type Alarm, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { alarm } from './alarms';
import { logGroup } from './log-group';

/**
 * The account's monthly SMS spend limit (decision 0861). CloudFormation has no resource for SNS's SMS attributes,
 * so a custom resource calls SetSMSAttributes with `MonthlySpendLimit` on every deploy; SNS stops sending SMS
 * for the rest of the month once it is reached. An alarm on SNS's month-to-date spend fires well before.
 */
export class SmsSpendLimit extends Construct {
  readonly alarm?: Alarm;

  constructor(scope: Construct, id: string, settings: EnvSettings, topic?: ITopic) {
    super(scope, id);
    const { monthlySpendUsd, alarmShare } = settings.sms;
    const call: AwsSdkCall = {
      service: 'SNS',
      action: 'setSMSAttributes',
      parameters: { attributes: { MonthlySpendLimit: String(monthlySpendUsd) } },
      physicalResourceId: PhysicalResourceId.of(`sms-spend-limit-${settings.name}`),
    };
    new AwsCustomResource(this, 'Limit', {
      onCreate: call,
      onUpdate: call,
      // SetSMSAttributes is account-wide and has no resource to name.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: logGroup(this, 'Logs', settings),
    });
    if (!topic) return;
    // Through the one alarm maker: it notifies when it fires and when it clears, as every production alarm does.
    this.alarm = alarm(
      this,
      'SpendAlarm',
      new Metric({ namespace: 'AWS/SNS', metricName: 'SMSMonthToDateSpentUSD', statistic: 'Maximum' }),
      monthlySpendUsd * alarmShare,
      `SMS spend this month passed ${Math.round(alarmShare * 100)} % of the ${monthlySpendUsd} USD limit (${Stack.of(this).region}); at the limit SNS stops every SMS, sign-in codes included.`,
      topic,
    );
  }
}
