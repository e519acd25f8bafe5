import { lazy, Suspense, type ReactNode } from 'react';
import { loadAntdConfig, useAntdConfigured } from './antd-scope';

const LazyAntdConfig = lazy(async () => ({ default: (await loadAntdConfig()).AntdConfig }));

/**
 * antd configured for what it wraps: at once where it already is (below `UiProvider`'s scope or a
 * lazy page's), else once antd's configuration (its core) has downloaded, showing `fallback` until
 * then. For parts that render antd outside a `lazyPage`: the shell's antd routes, a remote's error
 * fallback.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  if (useAntdConfigured()) return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <LazyAntdConfig>{children}</LazyAntdConfig>
    </Suspense>
  );
}
