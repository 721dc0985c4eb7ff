import type { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export interface LoggedHttpStageProps {
  readonly httpApi: HttpApi;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * An HTTP API's `$default` stage, throttled, with its access log (`<scope>/AccessLogs`): one
 * JSON line per request with the path only, never the query string (the editor's `/callback`
 * carries the OAuth code and state in it). The contact API and the editor's sign-in share it.
 */
export function loggedHttpStage(scope: Construct, props: LoggedHttpStageProps): HttpStage {
  const accessLogs = new LogGroup(scope, 'AccessLogs', {
    retention: props.logRetention,
    removalPolicy: props.removalPolicy,
  });
  return new HttpStage(scope, 'Stage', {
    httpApi: props.httpApi,
    stageName: '$default',
    autoDeploy: true,
    throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
    accessLogSettings: {
      destination: new LogGroupLogDestination(accessLogs),
      format: AccessLogFormat.custom(
        JSON.stringify({
          requestId: '$context.requestId',
          ip: '$context.identity.sourceIp',
          requestTime: '$context.requestTime',
          method: '$context.httpMethod',
          path: '$context.path',
          status: '$context.status',
          responseLength: '$context.responseLength',
          integrationError: '$context.integrationErrorMessage',
        }),
      ),
    },
  });
}
