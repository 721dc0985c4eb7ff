import { type SESClient, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-ses';
import { CONTACT_SUBJECT, type ContactFields } from '../../web/src/config/contact-rules';
import type { Locale } from '../../web/src/config/locales';
import type { EnquirySettings } from './settings';
import { SES_SIMULATOR_RECIPIENT } from './synthetic';

/** A stored enquiry, as the email tells it. */
export interface Enquiry extends ContactFields {
  readonly locale: Locale;
  readonly reference: string;
  /** The canary's: it goes to SES's mailbox simulator, never to the team. */
  readonly synthetic?: boolean;
}

/** For the team reading the email: the language to answer in, named in English. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

/**
 * The SES v1 `SendEmail` input for one enquiry: From us, To the team (a synthetic one To SES's
 * mailbox simulator), Reply-To the visitor.
 */
export function enquiryEmail(
  { name, email, message, locale, reference, synthetic }: Enquiry,
  settings: EnquirySettings,
): SendEmailCommandInput {
  const text = [
    'A new inquiry from the website.',
    '',
    `Reference: ${reference}`,
    `Name: ${name.trim()}`,
    `Email: ${email}`,
    `Language: ${LANGUAGE_NAMES[locale]} (${locale}): please reply in ${LANGUAGE_NAMES[locale]}.`,
    '',
    'Message:',
    message.trim(),
    '',
  ].join('\n');
  return {
    Source: settings.senderEmail,
    Destination: {
      ToAddresses: [synthetic ? SES_SIMULATOR_RECIPIENT : settings.recipientEmail],
    },
    ReplyToAddresses: [email],
    Message: {
      Subject: { Data: CONTACT_SUBJECT, Charset: 'UTF-8' },
      Body: { Text: { Data: text, Charset: 'UTF-8' } },
    },
    ...(settings.sesConfigurationSet ? { ConfigurationSetName: settings.sesConfigurationSet } : {}),
  };
}

/** Sends the enquiry and returns the SES message id; throws whatever SES throws. */
export async function sendEnquiry(
  client: SESClient,
  enquiry: Enquiry,
  settings: EnquirySettings,
): Promise<string | undefined> {
  const output = await client.send(new SendEmailCommand(enquiryEmail(enquiry, settings)));
  return output.MessageId;
}
