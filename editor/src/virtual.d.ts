declare module 'virtual:cms-config' {
  /** The editor's configuration, generated at build time (editor/config/cms-config.ts). */
  const config: Readonly<Record<string, unknown>> & { readonly backend: Readonly<object> };
  export default config;
}
