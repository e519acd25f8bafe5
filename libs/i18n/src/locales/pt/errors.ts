/** Namespace `errors` (pt) — owner: shared (libs/web-kit). Mirrors ../en/errors.ts. */
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
  supplier: {
    no_company: 'Nenhuma empresa associada ao usuário',
    sku_taken: 'Já existe um produto com este SKU no seu catálogo.',
    product_not_found: 'Este produto não existe no seu catálogo.',
    category_not_found: 'Esta categoria não existe mais.',
    image_not_found: 'Esta imagem não existe mais.',
    too_many_images: 'Um produto pode ter no máximo 10 imagens.',
    storage_unavailable: 'O armazenamento de imagens não está acessível agora. Tente novamente.',
    round_not_found: 'Esta rodada não existe.',
    round_transition: 'Esta rodada não pode mudar para esse status agora.',
    round_product_unavailable: 'Uma rodada só pode conter seus próprios produtos ativos.',
    csv_not_csv: 'Arquivo Inválido: Envie um arquivo CSV',
    csv_bad_header: 'Formato de CSV inválido. Use o modelo fornecido.',
    csv_not_text: 'O arquivo não é um CSV de texto.',
    csv_too_large: 'O arquivo é grande demais (no máximo 8 MB).',
    csv_too_many_rows: 'O arquivo tem linhas demais (no máximo 20.000).',
    csv_missing: 'Escolha um arquivo CSV para importar.',
  },
  field: {
    round_no_products: 'Selecione pelo menos um produto',
    round_close_before_open: 'A data de encerramento deve ser posterior à de abertura',
    round_duplicate_product: 'Um produto foi selecionado duas vezes',
    price_decimals: 'No máximo 2 casas decimais',
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
};
