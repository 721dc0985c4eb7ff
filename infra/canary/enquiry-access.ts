/**
 * Where `npm run canary` finds the enquiry path's private side, as `npm run enquiries` finds the
 * enquiries: the local twin (the secret it wrote at start, its DynamoDB emulator) or a deployed
 * stack (its outputs, then Secrets Manager and one GetItem, with the user's AWS credentials).
 */
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { awsEnquiryAccess } from '../../functions/canary/aws-enquiry-access';
import type { EnquiryAccess } from '../../functions/canary/synthetic-enquiry-check';
import { createDynamoDbClient } from '../../functions/enquiries/clients';
import { readEnquiryStatus } from '../../functions/enquiries/synthetic';
import { cdkJsonContext, readConfig } from '../config';
import { LOCAL_ENQUIRY_TABLE } from '../local/dynamodb-emulator';
import { LOCAL_SYNTHETIC_SECRET_FILE, readLocalSyntheticSecret } from '../local/synthetic-secret';
import { readStackOutputs } from '../stack-outputs';

export interface EnquiryTarget {
  /** Said at the top of the report. */
  readonly label: string;
  readonly access: EnquiryAccess;
}

/**
 * The twin of `npm start`: its DynamoDB emulator on DYNAMODB_PORT (8006, as `npm start` and
 * `npm run enquiries` default) and the secret it left in .local-data/ (SYNTHETIC_SECRET_FILE
 * for a twin started elsewhere, as the browser suite's).
 */
export function localEnquiryTarget(): EnquiryTarget {
  const endpoint = `http://127.0.0.1:${process.env.DYNAMODB_PORT || '8006'}`;
  const table = createDynamoDbClient(endpoint, { maxAttempts: 1 });
  return {
    label: `the local twin (its secret in .local-data/, DynamoDB emulator on ${endpoint})`,
    access: {
      secret: async () => {
        const secret = await readLocalSyntheticSecret(
          process.env.SYNTHETIC_SECRET_FILE || LOCAL_SYNTHETIC_SECRET_FILE,
        );
        if (!secret)
          throw new Error('the local twin has written no secret: start it with `npm start`');
        return secret;
      },
      status: (submissionId) => readEnquiryStatus(table, LOCAL_ENQUIRY_TABLE, submissionId),
    },
  };
}

export async function stackEnquiryTarget(stackName: string | undefined): Promise<EnquiryTarget> {
  const context = cdkJsonContext();
  const config = readConfig((key) => context[key]);
  const name = stackName ?? config.stackName;
  const outputs = await readStackOutputs(new CloudFormationClient({ region: config.region }), name);
  const secretArn = outputs.get('SyntheticSecretArn');
  const enquiryTable = outputs.get('EnquiryTableName');
  if (!secretArn || !enquiryTable) {
    throw new Error(
      `the stack ${name} has no SyntheticSecretArn or EnquiryTableName output: deploy it first.`,
    );
  }
  return {
    label: `the stack ${name} (${config.region})`,
    access: awsEnquiryAccess({ secretArn, enquiryTable }, config.region),
  };
}
