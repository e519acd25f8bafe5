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

export { NAMESPACES, SHELL_NAMESPACES, type AreaNamespace, type Namespace } from './namespaces';

/** Every namespace's texts in both languages: for specs and tools, never for a page. */
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
