/** Namespace `admin` (pt) — owner: mfe-admin. Mirrors ../en/admin.ts. */
import type { TranslationOf } from '../../types';
import type { admin as en } from '../en/admin';

export const admin: TranslationOf<typeof en> = {
  title: 'Administração',
  pages: {
    dashboard: 'Painel do Administrador',
    companies: 'Empresas',
    users: 'Usuários',
    rounds: 'Rodadas',
    orders: 'Pedidos',
    categories: 'Categorias',
    settings: 'Configurações',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Não há página de administração neste endereço.',
    back: 'Ir para o painel do administrador',
  },
  standalone: {
    banner: 'Modo autônomo',
    detail:
      'A área de administração roda sozinha com uma sessão de administrador substituta; as chamadas à API vão para o edge.',
  },
  users: {
    title: 'Usuários',
    subtitle: 'Gerencie usuários e suas empresas',
    searchPlaceholder: 'Pesquisar por nome, e-mail ou empresa...',
    total: 'Total: {{count}}',
    roleFilter: {
      label: 'Perfil',
      all: 'Todos',
      admins: 'Administradores',
      suppliers: 'Fornecedores',
      buyers: 'Compradores',
    },
    columns: {
      user: 'Usuário',
      email: 'E-mail',
      role: 'Perfil',
      company: 'Empresa',
      joined: 'Cadastro',
      lastActive: 'Última Atividade',
    },
    companyTypes: {
      buyer: 'Compradora',
      supplier: 'Fornecedora',
    },
    empty: 'Nenhum usuário encontrado',
    loadFailed: 'Falha ao carregar usuários',
  },
};
