import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { errors as enErrors } from './locales/en/errors';
import { layout as enLayout } from './locales/en/layout';
import { auth as ptAuth } from './locales/pt/auth';
import { common as ptCommon } from './locales/pt/common';
import { errors as ptErrors } from './locales/pt/errors';
import { layout as ptLayout } from './locales/pt/layout';

/** The texts the i18n instance starts with (SHELL_NAMESPACES in resources.ts). */
export const shellResources = {
  en: { common: enCommon, auth: enAuth, layout: enLayout, errors: enErrors },
  pt: { common: ptCommon, auth: ptAuth, layout: ptLayout, errors: ptErrors },
};
