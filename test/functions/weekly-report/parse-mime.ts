/** A MIME part, parsed strictly enough to catch a malformed message: CRLF lines, boundaries. */
export interface MimePart {
  readonly headers: Record<string, string>;
  /** The decoded body of a leaf part. */
  readonly body: string;
  readonly parts: MimePart[];
}

export function parseMime(raw: string): MimePart {
  if (/[^\r]\n/.test(raw)) throw new Error('a line ends without CR');
  const split = raw.indexOf('\r\n\r\n');
  if (split === -1) throw new Error('no blank line after the headers');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).split('\r\n')) {
    if (line.length > 998) throw new Error('a header line is too long');
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const content = raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="([^"]+)"/.exec(type)?.[1];
  if (type.startsWith('multipart/')) {
    if (!boundary) throw new Error('a multipart without a boundary');
    const end = content.indexOf(`\r\n--${boundary}--`);
    if (!content.startsWith(`--${boundary}\r\n`) || end === -1) {
      throw new Error(`the parts of ${boundary} are not delimited`);
    }
    const parts = content
      .slice(`--${boundary}\r\n`.length, end)
      .split(`\r\n--${boundary}\r\n`)
      .map(parseMime);
    return { headers, body: '', parts };
  }
  for (const line of content.split('\r\n')) {
    if (line.length > 76) throw new Error('a body line is longer than 76 characters');
  }
  const body =
    headers['content-transfer-encoding'] === 'base64'
      ? Buffer.from(content.replaceAll('\r\n', ''), 'base64').toString('utf8')
      : content;
  return { headers, body, parts: [] };
}
