/**
 * The security headers of every response, in one typed definition. The CloudFront response
 * headers policy (infra) and the local twin (infra/local) are both built from it, so what an
 * engineer sees on localhost is what a visitor gets from CloudFront.
 */

/** No `'unsafe-inline'` anywhere: the prerendered HTML carries no inline script or style. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface SecurityHeaders {
  readonly contentSecurityPolicy: string;
  readonly strictTransportSecurity: {
    readonly maxAgeSeconds: number;
    readonly includeSubdomains: boolean;
    readonly preload: boolean;
  };
  readonly frameOptions: 'DENY';
  readonly contentTypeOptions: 'nosniff';
  readonly referrerPolicy: 'no-referrer';
  /** Headers that CloudFront's policy carries as custom headers. */
  readonly custom: Readonly<Record<string, string>>;
}

export const SECURITY_HEADERS: SecurityHeaders = {
  contentSecurityPolicy: Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; '),
  // Two years, subdomains and preload: what hstspreload.org requires.
  strictTransportSecurity: { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true },
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  custom: {
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  },
};

/** The definition as plain response headers, as a browser receives them. */
export function securityHeaderFields(
  headers: SecurityHeaders = SECURITY_HEADERS,
): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'Content-Security-Policy': headers.contentSecurityPolicy,
    'Strict-Transport-Security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'X-Frame-Options': headers.frameOptions,
    'X-Content-Type-Options': headers.contentTypeOptions,
    'Referrer-Policy': headers.referrerPolicy,
    ...headers.custom,
  };
}
