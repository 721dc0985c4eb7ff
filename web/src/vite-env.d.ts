/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the contact endpoint at build time. */
  readonly VITE_CONTACT_ENDPOINT?: string;
  /** Set by web/vite.config.ts. */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
