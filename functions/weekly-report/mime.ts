import { randomUUID } from 'node:crypto';

/** A file sent with the email. */
export interface Attachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

export interface RawEmail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly Attachment[];
  /** @default now */
  readonly date?: Date;
}

const CRLF = '\r\n';

/** Base64 in lines of 76 characters, as MIME wants them (RFC 2045 §6.8). */
function base64Lines(content: string): string {
  return (
    Buffer.from(content, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

/** A header value in ASCII: anything else as an RFC 2047 encoded word. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function part(headers: string[], body: string): string {
  return [...headers, '', body].join(CRLF);
}

function multipart(boundary: string, parts: string[]): string {
  return `${parts.map((p) => `--${boundary}${CRLF}${p}`).join(CRLF)}${CRLF}--${boundary}--`;
}

/**
 * The raw message SES's SendRawEmail takes: `multipart/mixed` holding the readable body (a
 * `multipart/alternative` of text and HTML) and the attachments. Every part is UTF-8 in base64,
 * so no line is too long and no character is mangled on the way.
 */
export function rawEmail(email: RawEmail): string {
  const id = randomUUID();
  const mixed = `mixed-${id}`;
  const alternative = `alternative-${id}`;
  const body = multipart(alternative, [
    part(
      ['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: base64'],
      base64Lines(email.text),
    ),
    part(
      ['Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: base64'],
      base64Lines(email.html),
    ),
  ]);
  const attachments = email.attachments.map((file) =>
    part(
      [
        `Content-Type: ${file.contentType}; charset=UTF-8; name="${file.filename}"`,
        `Content-Disposition: attachment; filename="${file.filename}"`,
        'Content-Transfer-Encoding: base64',
      ],
      base64Lines(file.content),
    ),
  );
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Subject: ${headerText(email.subject)}`,
    `Date: ${(email.date ?? new Date()).toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
  ];
  return `${part(headers, multipart(mixed, [part([`Content-Type: multipart/alternative; boundary="${alternative}"`], body), ...attachments]))}${CRLF}`;
}
