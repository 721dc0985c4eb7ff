import type { ContactMessage } from '../config/contact-rules';

export type SendResult =
  | { readonly ok: true; readonly reference: string | undefined }
  | { readonly ok: false; readonly reason: 'status'; readonly status: number }
  | { readonly ok: false; readonly reason: 'network'; readonly error: unknown };

/** The reference a success answer carries, if its body says one. */
async function referenceOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const reference = (body as { reference?: unknown } | null)?.reference;
    return typeof reference === 'string' ? reference : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts an enquiry. As the spec says, success is the status alone; the body is read only for
 * the reference to show. A network failure (offline, blocked, DNS) is a failure like any other,
 * not an exception.
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
    return response.ok
      ? { ok: true, reference: await referenceOf(response) }
      : { ok: false, reason: 'status', status: response.status };
  } catch (error) {
    return { ok: false, reason: 'network', error };
  }
}
