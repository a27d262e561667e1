import { lazy, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the chunk; resolves once the component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy with a preload: a prerendered page loads its route chunks before hydrating (see
 * src/app/entry-app.tsx), so it hydrates in one pass. Plain React.lazy would suspend on its first
 * render even with the chunk loaded, leaving the screen dehydrated for a moment, and clicks in that
 * moment were lost. Before the chunk has loaded it behaves exactly like React.lazy.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
