// The namespaces' names, apart from their texts: the lib's index (the shared module every page
// loads) exports them, and a module that held the texts too would bring every area's texts in both
// languages with it (a shared module is not tree-shaken).

export const NAMESPACES = ['common', 'auth', 'layout', 'errors', 'buyer', 'supplier', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell ships with the i18n instance: the texts of /auth, the layout, the problems. Each
 * role area's texts ship with its remote and are added when it loads (`addAreaTexts`), so /auth
 * does not download every area's texts, and a remote deployed alone brings its own new keys.
 */
export const SHELL_NAMESPACES = [
  'common',
  'auth',
  'layout',
  'errors',
] as const satisfies readonly Namespace[];
export type AreaNamespace = Exclude<Namespace, (typeof SHELL_NAMESPACES)[number]>;
