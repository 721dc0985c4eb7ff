import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { SES_SIMULATOR_RECIPIENT } from '../../functions/enquiries/synthetic';
import type { EnquiryStore } from './enquiry-store';

/** What a function needs to email the firm through SES. */
export interface SesSending {
  /** From of every email. */
  readonly senderEmail: string;
  /** Where the emails go. */
  readonly recipientEmail: string;
  /** The SES identity (address or domain) the function may send as. */
  readonly sesIdentity: string;
  /** The SES configuration set every email is sent with (its events reach CloudWatch). */
  readonly configurationSetName: string;
}

/** What a function needs to store an enquiry and email it (functions/enquiries/settings.ts). */
export interface EnquiryDeliveryProps extends SesSending {
  /** The table every enquiry is stored in before it is emailed. */
  readonly enquiryStore: EnquiryStore;
  /** Days an enquiry is kept (its TTL). */
  readonly enquiryRetentionDays: number;
  /** Emails a day at most; 0: no cap. */
  readonly maxEmailsPerDay: number;
}

const domainOf = (address: string) => address.slice(address.indexOf('@') + 1);

/** Throws, naming the construct, when SES could not send as the sender through the identity. */
export function checkSesSending(construct: string, props: SesSending): void {
  if (
    props.sesIdentity !== props.senderEmail &&
    props.sesIdentity !== domainOf(props.senderEmail)
  ) {
    throw new Error(
      `${construct}: SES sends ${props.senderEmail} only through its own address or domain, not ${props.sesIdentity}.`,
    );
  }
}

/** Throws, naming the construct, on a combination SES or the functions would refuse. */
export function checkDeliveryProps(construct: string, props: EnquiryDeliveryProps): void {
  checkSesSending(construct, props);
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
 * `action` (`ses:SendEmail`, `ses:SendRawEmail`), From the sender only. SES authorizes the send
 * against every resource it involves: the sender's identity; in the sandbox, each recipient's
 * verified identity too (the recipient's address and domain, ARNs that only exist if this
 * account verified them: the firm's, and any `otherRecipients`); and the configuration set
 * named in the request.
 * https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonses.html
 */
export function sesSendStatement(
  scope: Construct,
  props: SesSending,
  action: 'ses:SendEmail' | 'ses:SendRawEmail',
  otherRecipients: readonly string[] = [],
): PolicyStatement {
  const stack = Stack.of(scope);
  const recipients = [props.recipientEmail, ...otherRecipients];
  const identities = [
    ...new Set([props.sesIdentity, ...recipients.flatMap((to) => [to, domainOf(to)])]),
  ];
  return new PolicyStatement({
    effect: Effect.ALLOW,
    actions: [action],
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

/**
 * The enquiry functions' `ses:SendEmail`. The canary's synthetic enquiry goes to SES's mailbox
 * simulator, which the sandbox accepts unverified; its identities are named for the same reason
 * as the firm's.
 */
export function sendEmailStatement(scope: Construct, props: EnquiryDeliveryProps): PolicyStatement {
  return sesSendStatement(scope, props, 'ses:SendEmail', [SES_SIMULATOR_RECIPIENT]);
}
