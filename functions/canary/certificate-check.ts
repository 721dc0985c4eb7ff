/**
 * The site's TLS certificate, as a visitor's browser receives it: valid for the host, and not
 * about to expire. ACM renews its certificates by itself, but only while the DNS validation
 * record is in place; three weeks' notice leaves time to fix that before browsers refuse the
 * site.
 */
import { connect } from 'node:tls';
import { fail, pass, type SmokeResult } from '../site-checks/smoke-result';

/** The alarm goes off this many days before the certificate expires. */
export const CERTIFICATE_MIN_DAYS = 21;

const DAY_MS = 24 * 60 * 60 * 1000;

export const CERTIFICATE_CHECK = 'TLS certificate';

/** The certificate's expiry, as the server presents it to a client verifying it like a browser. */
export function certificateExpiry(
  host: string,
  port: number,
  timeoutMs: number,
  /** Trusted roots instead of Node's; for tests. */
  ca?: string,
): Promise<Date> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, servername: host, ...(ca ? { ca } : {}) }, () => {
      const { valid_to: validTo } = socket.getPeerCertificate();
      socket.end();
      if (validTo) resolve(new Date(validTo));
      else reject(new Error('the server presented no certificate'));
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no TLS handshake within ${timeoutMs / 1000} s`));
    });
    // The verification error names what a browser would refuse: CERT_HAS_EXPIRED,
    // ERR_TLS_CERT_ALTNAME_INVALID (a certificate for another name), SELF_SIGNED_CERT_IN_CHAIN…
    socket.on('error', (error: Error & { code?: string }) =>
      reject(new Error(error.code ? `${error.code}: ${error.message}` : error.message)),
    );
  });
}

/** Passes while the certificate has at least CERTIFICATE_MIN_DAYS left. */
export function certificateVerdict(expires: Date, now: Date): SmokeResult {
  const daysLeft = Math.floor((expires.getTime() - now.getTime()) / DAY_MS);
  const when = expires.toISOString().slice(0, 10);
  if (daysLeft < 0) return fail(CERTIFICATE_CHECK, `expired on ${when}`);
  if (daysLeft < CERTIFICATE_MIN_DAYS) {
    return fail(
      CERTIFICATE_CHECK,
      `expires on ${when}, in ${daysLeft} days (less than ${CERTIFICATE_MIN_DAYS}): check the ACM certificate's renewal and its DNS validation record`,
    );
  }
  return pass(CERTIFICATE_CHECK, `valid until ${when} (${daysLeft} days)`);
}

/** The check for a site: an `http://` site (the local twin) has no certificate to check. */
export async function checkCertificate(
  site: URL,
  now: Date,
  timeoutMs: number,
  ca?: string,
): Promise<SmokeResult> {
  if (site.protocol !== 'https:') {
    return pass(CERTIFICATE_CHECK, `not applicable: ${site.origin} is served without TLS`);
  }
  try {
    const port = site.port ? Number(site.port) : 443;
    return certificateVerdict(await certificateExpiry(site.hostname, port, timeoutMs, ca), now);
  } catch (error) {
    return fail(CERTIFICATE_CHECK, error instanceof Error ? error.message : String(error));
  }
}
