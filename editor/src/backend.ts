/**
 * What the editor's configuration says depends on where it runs, and nothing else does: the
 * sign-in routes (`/auth`, `/callback`) are on the editor's own origin, wherever that is, and on
 * a loopback address (`npm start`) the editor talks to the local stand-in for GitHub's API on
 * that same origin (infra/local/github-stand-in.ts), which reads and writes the working tree.
 */

/** Loopback hosts: the local twin listens on 127.0.0.1 only. */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalEditor(location: Pick<Location, 'hostname'>): boolean {
  return LOCAL_HOSTS.has(location.hostname);
}

type Config = Readonly<Record<string, unknown>> & { readonly backend: Readonly<object> };

/** The generated configuration, completed for the origin the editor is served from. */
export function configForOrigin(
  generated: Config,
  location: Pick<Location, 'hostname' | 'origin'>,
): Record<string, unknown> {
  const backend = { ...generated.backend, base_url: location.origin };
  if (!isLocalEditor(location)) return { ...generated, backend };
  return {
    ...generated,
    // The working tree has no pull requests: a save is written to the files at once.
    publish_mode: 'simple',
    backend: { ...backend, api_root: location.origin },
  };
}
