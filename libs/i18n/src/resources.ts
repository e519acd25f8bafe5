import { admin as enAdmin } from './locales/en/admin';
import { auth as enAuth } from './locales/en/auth';
import { buyer as enBuyer } from './locales/en/buyer';
import { common as enCommon } from './locales/en/common';
import { errors as enErrors } from './locales/en/errors';
import { layout as enLayout } from './locales/en/layout';
import { supplier as enSupplier } from './locales/en/supplier';
import { admin as ptAdmin } from './locales/pt/admin';
import { auth as ptAuth } from './locales/pt/auth';
import { buyer as ptBuyer } from './locales/pt/buyer';
import { common as ptCommon } from './locales/pt/common';
import { errors as ptErrors } from './locales/pt/errors';
import { layout as ptLayout } from './locales/pt/layout';
import { supplier as ptSupplier } from './locales/pt/supplier';

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

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    layout: enLayout,
    errors: enErrors,
    buyer: enBuyer,
    supplier: enSupplier,
    admin: enAdmin,
  },
  pt: {
    common: ptCommon,
    auth: ptAuth,
    layout: ptLayout,
    errors: ptErrors,
    buyer: ptBuyer,
    supplier: ptSupplier,
    admin: ptAdmin,
  },
} as const;
