/** Namespace `errors` (pt) — owner: shared (libs/web-kit). Mirrors ../en/errors.ts. */
import { invoiceErrors, salesErrors } from './invoices';
import type { TranslationOf } from '../../types';
import type { errors as en } from '../en/errors';

export const errors: TranslationOf<typeof en> = {
  generic: 'Algo deu errado. Tente novamente.',
  network: {
    unreachable: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  },
  request: {
    invalid: 'Alguns campos não são válidos.',
    too_large: 'O arquivo ou a requisição é grande demais.',
    unsupported_media: 'Este tipo de arquivo não é suportado.',
    rate_limited: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    aborted: 'A requisição foi cancelada.',
  },
  upload: {
    missing: 'Você deve selecionar uma imagem para enviar.',
    not_image: 'O arquivo não é uma imagem PNG, JPEG, GIF ou WebP.',
    too_large: 'A imagem é grande demais.',
  },
  resource: {
    not_found: 'Não encontrado.',
    conflict: 'Isto foi alterado por outra pessoa. Recarregue e tente novamente.',
  },
  route: {
    not_found: 'Este endereço não existe.',
  },
  auth: {
    unauthenticated: 'Sua sessão expirou. Entre novamente.',
    forbidden: 'Você não tem permissão para fazer isso.',
    invalid_credentials: 'E-mail ou senha inválidos.',
    email_not_verified: 'Confirme seu e-mail antes de entrar.',
    email_taken: 'Já existe uma conta com este e-mail.',
    password_common: 'Esta senha é muito comum. Escolha outra.',
    rate_limited: 'Muitas tentativas de entrada. Aguarde um momento e tente novamente.',
    invalid_token: 'Este link é inválido ou expirou.',
    refresh_invalid: 'Sua sessão expirou. Entre novamente.',
  },
  service: {
    unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    timeout: 'O servidor demorou demais para responder. Tente novamente.',
  },
  server: {
    error: 'Ocorreu um erro inesperado no servidor.',
  },
  field: {
    too_small: 'Muito curto ou muito pequeno.',
    too_big: 'Muito longo ou muito grande.',
    invalid_format: 'Formato inválido.',
    invalid_string: 'Formato inválido.',
    invalid_type: 'Valor inválido.',
    invalid_value: 'Valor inválido.',
    invalid_enum_value: 'Opção inválida.',
    unrecognized_keys: 'Campo desconhecido.',
    required: 'Este campo é obrigatório.',
    custom: 'Valor inválido.',
  },
  sales: salesErrors,
  invoices: invoiceErrors,
};
