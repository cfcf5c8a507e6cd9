import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component of a module loaded on first use (React.lazy, shown under a Suspense boundary), with `preload` to
 * start loading it earlier — when the button that shows it is pointed at or focused (issue #27 item 6: the
 * forms and dialogs of a page are not part of its first script).
 */
export function lazyComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> & { preload: () => Promise<M> } {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => preload().then((module) => ({ default: module[name] as never })));
  return Object.assign(component, { preload });
}
