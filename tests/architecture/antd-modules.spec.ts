/**
 * webpack/antd-modules.js: how our antd imports become one shared module per component, and
 * which imports fail the build (they would bring all of antd, or a second copy, back).
 */
import path from 'node:path';

type Loader = ((this: LoaderContext, source: string) => string) & {
  antdShared(
    requiredVersion: string,
  ): Record<string, { singleton: boolean; import: string; version: string }>;
  usedAntdNames(): Set<string>;
  antdNamesIn(text: string): string[];
};
interface LoaderContext {
  resourcePath: string;
  emitError(error: Error): void;
}

const root = path.resolve(__dirname, '../..');
const loader = require(path.join(root, 'webpack/antd-modules.js')) as Loader;

function run(source: string): { code: string; errors: string[] } {
  const errors: string[] = [];
  const context: LoaderContext = {
    resourcePath: path.join(root, 'mfe-buyer/src/probe.tsx'),
    emitError: (error) => errors.push(error.message),
  };
  return { code: loader.call(context, source), errors };
}

describe('antd imports', () => {
  const NAMED_IMPORTS =
    'import { Button, Table as T, App } from "antd";\nimport { useState } from "react";\nexport const x = [Button, T, App, useState];';

  it.each([
    [
      'named imports to one module per component, keeping local names',
      NAMED_IMPORTS,
      [
        'import Button from "antd/es/button";',
        'import T from "antd/es/table";',
        'import App from "antd/es/app";',
        'import { useState } from "react";',
      ],
    ],
    [
      're-exports and leaves locale data alone',
      'export { Modal, theme } from "antd";\nimport enUS from "antd/locale/en_US";\nexport { enUS };',
      [
        'export { default as Modal } from "antd/es/modal";',
        'export { default as theme } from "antd/es/theme";',
        'import enUS from "antd/locale/en_US";',
      ],
    ],
  ])('rewrites %s', (_what, source, lines) => {
    const { code, errors } = run(source);
    expect(errors).toEqual([]);
    for (const line of lines) expect(code).toContain(line);
  });

  it('leaves no import from "antd" itself after rewriting named imports', () => {
    expect(run(NAMED_IMPORTS).code).not.toMatch(/from "antd"/);
  });

  it('leaves files without antd untouched', () => {
    const source = 'import { x } from "./antd-like";\nexport default x;';
    expect(run(source)).toEqual({ code: source, errors: [] });
  });

  it.each([
    ['import antd from "antd"; antd;', 'by name'],
    ['import * as antd from "antd"; antd;', 'by name'],
    ['export * from "antd";', 'would ship all of antd'],
    ['import Button from "antd/es/button/button"; Button;', 'antd internal'],
    ['import style from "antd/lib/button"; style;', 'antd internal'],
    ['export const load = () => import("antd");', 'import the component statically by name'],
    ['import { NotAComponent } from "antd"; NotAComponent;', 'antd has no export "NotAComponent"'],
  ])('fails the build on %s, saying what to do', (source, hint) => {
    const { errors } = run(source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('mfe-buyer/src/probe.tsx');
    expect(errors[0]).toContain(hint);
  });
});

describe('antd shared configuration', () => {
  it('shares the antd modules the workspace imports, each a singleton from its own file, and no others', () => {
    const shared = loader.antdShared('^5.0.0');
    const used = [...loader.usedAntdNames()];
    // What the apps render today (the remotes' cards and tables, the kit's antd configuration).
    expect(used).toEqual(expect.arrayContaining(['Button', 'Card', 'ConfigProvider', 'Table']));
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['antd/es/button', 'antd/es/card', 'antd/es/config-provider', 'antd/es/table']),
    );
    // The signed-in layout is plain elements now (shell/src/layout/AppLayout.tsx): antd's Layout is
    // imported nowhere, so it is not shared.
    expect(Object.keys(shared)).not.toContain('antd/es/layout');
    // Nothing imports these: sharing them would only cost start-up work in every build.
    expect(Object.keys(shared)).not.toContain('antd/es/qr-code');
    expect(Object.keys(shared)).not.toContain('antd/es/watermark');
    expect(Object.keys(shared)).not.toContain('antd');
    expect(Object.keys(shared).length).toBeLessThanOrEqual(used.length);
    for (const [key, config] of Object.entries(shared)) {
      expect(config.singleton).toBe(true);
      expect(path.isAbsolute(config.import)).toBe(true);
      expect(config.import).toContain(key.slice('antd/'.length));
    }
  });

  it('finds value imports across lines and aliases, and ignores type-only ones', () => {
    const names = loader.usedAntdNames();
    // mfe-buyer's cart page imports `Divider` only in a multi-line list; the kit imports `App` only
    // as a type (libs/web-kit/src/feedback/feedback-queue.ts), and `ThemeConfig` is a type.
    expect(names.has('Divider')).toBe(true);
    expect(names.has('App')).toBe(false);
    expect(names.has('ThemeConfig')).toBe(false);
    expect(
      loader.antdNamesIn(
        "import {\n  Button,\n  theme as antdTheme,\n  type ThemeConfig,\n} from 'antd';\nimport type { App } from 'antd';",
      ),
    ).toEqual(['Button', 'theme']);
  });
});
