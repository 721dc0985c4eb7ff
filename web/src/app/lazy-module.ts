import { use } from 'react';

/** A module in a chunk of its own, that can be loaded before React first renders it. */
export interface LazyModule<T> {
  /** Its source file, relative to web/ (a key of Vite's build manifest). */
  readonly module: string;
  /** Loads the chunk; resolves at once when it is already loaded. */
  load(): Promise<T>;
  /**
   * During a render: the value, synchronously once loaded, else suspending until it is. Loading
   * first and reading after is what lets hydration keep the prerendered HTML (decision 0006).
   */
  read(): T;
  /** The value if the chunk has loaded, without waiting for it. */
  loaded(): T | undefined;
}

/**
 * A promise that says whether it has settled, the way React's `use` reads one: a fulfilled one
 * is read synchronously, so a chunk loaded before the first render never suspends it.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function lazyModule<T>(module: string, loader: () => Promise<T>): LazyModule<T> {
  let loading: TrackedPromise<T> | undefined;
  const load = (): TrackedPromise<T> => {
    if (!loading) {
      const promise: TrackedPromise<T> = loader();
      // The first reaction registered: it runs before anyone awaiting the promise resumes.
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        () => {
          // A failed chunk (offline) is tried again on the next navigation.
          loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
  return {
    module,
    load,
    read: () => use(load() as Promise<T>),
    loaded: () => (loading?.status === 'fulfilled' ? loading.value : undefined),
  };
}
