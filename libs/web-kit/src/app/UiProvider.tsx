import type { ReactNode } from 'react';
import { AntdScope } from '../antd/AntdScope';
import { LightUiProvider } from './LightUiProvider';

/**
 * `LightUiProvider` with antd configured (theme, antd's texts in the current language) for the whole
 * tree: for a tree that renders antd at once. It renders once antd's configuration has arrived
 * (start it early with `preloadAntd()`).
 *
 * Not antd's `App`: it renders its message, notification and modal holders at once, which puts
 * their code on every page's first load. `FeedbackProvider` gives the same APIs and loads them
 * later.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <LightUiProvider>
      <AntdScope>{children}</AntdScope>
    </LightUiProvider>
  );
}
