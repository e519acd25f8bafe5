// One lint configuration for the whole workspace. The module-boundary rule is what keeps the
// architecture honest: services never import web code, remotes never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        FormData: 'readonly',
        File: 'readonly',
        Blob: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        WebSocket: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // i18n is a web lib (its i18next instance and React bindings are the browser's), but
          // these entry points are texts and Intl's plural rules only: the server's invoice
          // documents, notification e-mails and account e-mails say what the screens say, from
          // the one home of the product's texts.
          allow: [
            '@marketplace/i18n/document-texts',
            '@marketplace/i18n/notification-texts',
            '@marketplace/i18n/mail-texts',
          ],
          // The contracts' schemas are loaded on demand (web-kit's loadContracts) while their
          // types and zod-free entry points are imported statically everywhere: on purpose.
          checkDynamicDependenciesExceptions: ['@marketplace/contracts'],
          depConstraints: [
            // Code shared by browser and server may only use other shared code.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Services and server libs: server and shared code only, never web libs.
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            // Shell, remotes and web libs: web and shared code only, never server code.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            // Deployables depend on libraries only: no service imports another service,
            // no remote imports another remote or the shell.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      // A lib is used through the entry points its package.json `exports` declares, never through
      // its files: a file moved inside a lib must not break another project.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@marketplace/*/src', '@marketplace/*/src/**'],
              message: "Import the lib's entry point (its package.json `exports`), not its src/ files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code takes the contracts' values from their zod-free entry point: the shared
    // contracts index is evaluated whole (every schema, and zod), and no first page should pay for
    // it (~47 KiB gzip, 0.2-0.6 s of a phone's main thread; tests/load/README.md, issue 41).
    // Responses are checked with schemas named to web-kit's `parsedWith`, loaded after the page.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'libs/web-kit/src/**/*.{ts,tsx}'],
    // (specs, their fixtures, test helpers and the Node-only server entries are not browser code)
    ignores: ['**/*.spec.{ts,tsx}', '**/*fixtures.ts', '**/server/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@marketplace/contracts',
              allowTypeImports: true,
              message:
                "Values from '@marketplace/contracts/constants'; a response's schema by name (parsedWith('…Schema')).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'libs/web-kit/**/*.ts', 'libs/i18n/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Build and test configuration files are tooling, not project code.
    // (tests/e2e and tests/infra/support drive the local stack through scripts/dev, which is
    // tooling too.)
    files: [
      '**/*.config.{js,cjs,mjs,ts}',
      '**/jest.preset.js',
      'webpack/**',
      'scripts/**',
      '.ci/**',
      'tests/e2e/**',
      'tests/load/**',
      'tests/infra/support/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
