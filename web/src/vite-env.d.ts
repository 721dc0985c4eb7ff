/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the contact endpoint at build time. */
  readonly VITE_CONTACT_ENDPOINT?: string;
  /** Set by web/vite.config.ts. */
  readonly VITE_BUILD_YEAR?: string;
  /** Set by web/vite.config.ts from the CDK app's settings, for the privacy notice. */
  readonly VITE_AWS_REGION?: string;
  readonly VITE_ENQUIRY_RETENTION_DAYS?: string;
  readonly VITE_LOG_RETENTION_DAYS?: string;
  /**
   * Set by web/vite.config.ts: the event a contact form sends once React handles it, for the
   * loader to send a submit it held back. A build-time constant, not a shared module: the
   * inlined loader may import nothing but constants of its own.
   */
  readonly VITE_FORM_READY_EVENT: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Written by every build (web/build/insights/article-modules.ts), so missing from a fresh clone
 * until the first one: the type checker reads this declaration then.
 */
declare module '*/.generated/insights/article-data.json' {
  /** The URL path of the folder of the build's article data (`/assets/insights/<digest>`). */
  export const base: string;
}
