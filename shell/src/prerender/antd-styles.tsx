/**
 * Build time only (webpack/antd-styles-plugin.js bundles this for Node): antd's CSS-in-JS styles of
 * the components the workspace uses, computed once here instead of in every visitor's browser.
 * Each component (and its sub-components) is rendered with the app's theme into
 * one style cache; `extractStyle` turns the cache into plain CSS plus the map that lets antd's
 * runtime skip computing and inserting a style the stylesheet already has. A style missing here
 * (a part rendered only in some state) is computed at run time as before: same look, no saving.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { theme } from '@marketplace/web-kit/theme';

type Renderable = ComponentType<Record<string, never>>;

const isComponent = (value: unknown): value is Renderable =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value && typeof value.$$typeof === 'symbol');

/**
 * The component and its sub-components (Layout.Sider, Typography.Title…). Not the popup panels
 * (`_InternalPanelDoNotUseOrYouWillBeFired`): they render with a theme of their own, so their
 * styles would never match the app's.
 */
function partsOf(component: unknown): Renderable[] {
  if (!isComponent(component) && (typeof component !== 'object' || component === null)) return [];
  const parts = isComponent(component) ? [component] : [];
  for (const [key, value] of Object.entries(component as Record<string, unknown>))
    if (isComponent(value) && !key.startsWith('_')) parts.push(value);
  return parts;
}

export function antdStylesCss(names: readonly string[]): { css: string; failed: string[] } {
  const cache = createCache();
  const failed: string[] = [];
  const exports = antd as unknown as Record<string, unknown>;
  for (const name of names) {
    for (const Part of partsOf(exports[name])) {
      try {
        renderToString(
          <StyleProvider cache={cache}>
            <antd.ConfigProvider theme={theme}>
              <Part />
            </antd.ConfigProvider>
          </StyleProvider>,
        );
      } catch {
        failed.push(name); // needs props to render: its styles are computed at run time
      }
    }
  }
  return { css: extractStyle(cache, { plain: true }), failed: [...new Set(failed)] };
}
