import type { ContactMessage } from '../config/contact-rules';

export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'status'; readonly status: number }
  | { readonly ok: false; readonly reason: 'network'; readonly error: unknown };

/**
 * Posts an enquiry. As the spec says, only the success status is checked, never the body. A
 * network failure (offline, blocked, DNS) is a failure like any other, not an exception.
 */
export async function sendContact(
  endpoint: string,
  message: ContactMessage & Readonly<Record<string, string>>,
): Promise<SendResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch (error) {
    return { ok: false, reason: 'network', error };
  }
}
