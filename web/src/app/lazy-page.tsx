import { type ComponentType, lazy } from 'react';

/** A page in a chunk of its own, that can be loaded before React first renders it. */
export interface LazyPage<P extends object> {
  /** The page's source module, relative to web/ (a key of Vite's build manifest). */
  readonly module: string;
  /** Loads the page's chunk; resolves at once when it is already loaded. */
  load(): Promise<void>;
  /** Renders the page: synchronously once loaded, else suspending until it is. */
  readonly Page: ComponentType<P>;
}

/**
 * Route-level code splitting that survives hydration. `React.lazy` alone would suspend on the
 * first render even when the chunk is already there, and the prerendered HTML would be thrown
 * away. The browser loads the current page's chunk before hydrating (web/src/main.tsx), the
 * prerenderer loads them all (web/src/entry-server.tsx); navigation loads the next one lazily.
 */
export function lazyPage<P extends object>(
  module: string,
  loader: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= loader().then((component) => {
      loaded = component;
    });
    return loading;
  };
  const Suspending = lazy(async () => {
    await load();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module load, never during a render, so each Page keeps one identity.
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return { module, load, Page };
}
