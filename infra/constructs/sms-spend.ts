import { Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';

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
      logGroup: new LogGroup(this, 'Logs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy }),
    });
    if (!topic) return;
    this.alarm = new Alarm(this, 'SpendAlarm', {
      alarmDescription: `SMS spend this month passed ${Math.round(alarmShare * 100)} % of the ${monthlySpendUsd} USD limit (${Stack.of(this).region}); at the limit SNS stops every SMS, sign-in codes included.`,
      metric: new Metric({ namespace: 'AWS/SNS', metricName: 'SMSMonthToDateSpentUSD', statistic: 'Maximum' }),
      threshold: monthlySpendUsd * alarmShare,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new SnsAction(topic));
  }
}
