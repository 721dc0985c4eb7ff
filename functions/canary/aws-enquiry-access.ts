import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createDynamoDbClient } from '../enquiries/clients';
import { readEnquiryStatus } from '../enquiries/synthetic';
import type { EnquiryAccess } from './synthetic-enquiry-check';

/**
 * The enquiry path's private side in AWS: the secret and one status read, nothing more. The
 * deployed canary's (region from its environment) and `npm run canary -- URL --stack`'s.
 */
export function awsEnquiryAccess(
  { secretArn, enquiryTable }: { readonly secretArn: string; readonly enquiryTable: string },
  region?: string,
): EnquiryAccess {
  const secrets = new SecretsManagerClient(region ? { region } : {});
  const table = createDynamoDbClient(undefined, region ? { region } : {});
  return {
    secret: async () => {
      const { SecretString } = await secrets.send(
        new GetSecretValueCommand({ SecretId: secretArn }),
      );
      if (!SecretString) throw new Error('the synthetic inquiry secret has no value');
      return SecretString;
    },
    status: (submissionId) => readEnquiryStatus(table, enquiryTable, submissionId),
  };
}
