import { attachAntdStyles } from './antd-stylesheet';
import { createContext, useContext } from 'react';

/**
 * True below a provider that has configured antd (theme, locale): `UiProvider`, or an `AntdScope`.
 * Below `LightUiProvider` it is false until a lazy part that renders antd brings the configuration
 * with it (`lazyPage`, `AntdScope`), so a page that renders no antd downloads none.
 */
export const AntdConfiguredContext = createContext(false);

export function useAntdConfigured(): boolean {
  return useContext(AntdConfiguredContext);
}

/**
 * antd's configuration (ConfigProvider with the product's theme: a chunk of its own, with antd's
 * core) and antd's precomputed stylesheet, which must be in the page before antd first renders.
 */
export const loadAntdConfig = async () =>
  (await Promise.all([import(/* webpackChunkName: "antd-config" */ './AntdConfig'), attachAntdStyles()]))[0];

/** Starts downloading antd's configuration, e.g. with the code of a route that renders antd. */
export function preloadAntd(): void {
  void loadAntdConfig().catch(() => undefined); // reported by the part that renders antd
}
