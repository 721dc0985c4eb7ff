import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { SES_SIMULATOR_RECIPIENT } from '../../functions/enquiries/synthetic';
import type { EnquiryStore } from './enquiry-store';

/** What a function needs to store an enquiry and email it (functions/enquiries/settings.ts). */
export interface EnquiryDeliveryProps {
  /** From of every enquiry. */
  readonly senderEmail: string;
  /** Where enquiries go. */
  readonly recipientEmail: string;
  /** The SES identity (address or domain) the function may send as. */
  readonly sesIdentity: string;
  /** The SES configuration set every email is sent with (its events reach CloudWatch). */
  readonly configurationSetName: string;
  /** The table every enquiry is stored in before it is emailed. */
  readonly enquiryStore: EnquiryStore;
  /** Days an enquiry is kept (its TTL). */
  readonly enquiryRetentionDays: number;
  /** Emails a day at most; 0: no cap. */
  readonly maxEmailsPerDay: number;
}

/** Throws, naming the construct, on a combination SES or the functions would refuse. */
export function checkDeliveryProps(construct: string, props: EnquiryDeliveryProps): void {
  const senderDomain = props.senderEmail.slice(props.senderEmail.indexOf('@') + 1);
  if (props.sesIdentity !== props.senderEmail && props.sesIdentity !== senderDomain) {
    throw new Error(
      `${construct}: SES sends ${props.senderEmail} only through its own address or domain, not ${props.sesIdentity}.`,
    );
  }
  if (!Number.isInteger(props.enquiryRetentionDays) || props.enquiryRetentionDays < 1) {
    throw new Error(
      `${construct}: enquiryRetentionDays must be a whole number of days, at least 1, got ${props.enquiryRetentionDays}.`,
    );
  }
  if (!Number.isInteger(props.maxEmailsPerDay) || props.maxEmailsPerDay < 0) {
    throw new Error(
      `${construct}: maxEmailsPerDay must be a whole number, 0 for no cap, got ${props.maxEmailsPerDay}.`,
    );
  }
}

/**
 * The environment functions/enquiries/settings.ts reads. The site's name in the per-site
 * metrics is the stack's that holds the enquiries, so each stage counts its own.
 */
export function deliveryEnvironment(props: EnquiryDeliveryProps): Record<string, string> {
  return {
    SITE_NAME: Stack.of(props.enquiryStore).stackName,
    SENDER_EMAIL: props.senderEmail,
    RECIPIENT_EMAIL: props.recipientEmail,
    ENQUIRY_TABLE: props.enquiryStore.tableName,
    ENQUIRY_RETENTION_DAYS: String(props.enquiryRetentionDays),
    MAX_EMAILS_PER_DAY: String(props.maxEmailsPerDay),
    SES_CONFIGURATION_SET: props.configurationSetName,
  };
}

/**
 * `ses:SendEmail`, From the sender only. SES authorizes the send against every resource it
 * involves: the sender's identity; in the sandbox, each recipient's verified identity too (the
 * recipient's address and domain, ARNs that only exist if this account verified them); and the
 * configuration set named in the request. The canary's synthetic enquiry goes to SES's mailbox
 * simulator, which the sandbox accepts unverified; its identities are named for the same reason.
 * https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonses.html
 */
export function sendEmailStatement(scope: Construct, props: EnquiryDeliveryProps): PolicyStatement {
  const stack = Stack.of(scope);
  const domainOf = (address: string) => address.slice(address.indexOf('@') + 1);
  const identities = [
    ...new Set([
      props.sesIdentity,
      props.recipientEmail,
      domainOf(props.recipientEmail),
      SES_SIMULATOR_RECIPIENT,
      domainOf(SES_SIMULATOR_RECIPIENT),
    ]),
  ];
  return new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['ses:SendEmail'],
    resources: [
      ...identities.map((resourceName) =>
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName }),
      ),
      stack.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: props.configurationSetName,
      }),
    ],
    conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
  });
}
