/** Every text of the contact form, its toasts, the success modal and the quick-contact dialog. */
export const CONTACT_FORM = {
  labels: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    /** The honeypot: never shown to people, so never announced either. */
    honeypot: 'Leave this field empty',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@company.com',
    message: 'Tell us what you need to protect, and by when.',
  },
  submit: 'SEND',
  sending: 'Sending…',
  /** The spec's error toast after a failed call, a network failure included. */
  sendFailed: 'Failed to send email.',
  dismissToast: 'Dismiss message',
  privacyNote: 'We use your details only to answer this enquiry.',
} as const;

export const SUCCESS_MODAL = {
  title: 'thank you for your message,',
  text: 'our team will get back to you soon…',
  /** The spec's delay before the visitor is taken home. */
  redirectAfterMs: 3000,
} as const;

export const ERROR_TOAST = {
  /** The spec's auto-hide delay. */
  hideAfterMs: 6000,
} as const;

export const QUICK_CONTACT = {
  opener: 'Quick enquiry',
  title: 'Send us a quick enquiry',
  lead: 'A few lines are enough: a consultant answers within one business day.',
  close: 'Close',
} as const;
