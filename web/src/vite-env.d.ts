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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
