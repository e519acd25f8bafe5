/** The admin area's pages by name (pt). Mirrors ../en/admin-pages.ts. */
import type { TranslationOf } from '../../types';
import type { adminPageNames as en } from '../en/admin-pages';

export const adminPageNames: TranslationOf<typeof en> = {
  companies: 'Empresas',
  users: 'Usuários',
  rounds: 'Rodadas',
  orders: 'Pedidos',
  categories: 'Categorias',
  settings: 'Configurações',
};
