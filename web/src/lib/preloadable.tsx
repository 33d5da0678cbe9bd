import { lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the code; the component renders at once (no Suspense) once this has resolved. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code is loaded on demand (React.lazy), and which, once its code is here,
 * renders directly. The listing and the product page rendered on the server are hydrated after
 * preloading what their first screen shows (main.tsx): hydration then finds every part ready, so
 * React never has to throw a dehydrated part away and draw it again.
 */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((module) => (loaded = pick(module)));
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
