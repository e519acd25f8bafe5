/** Namespace `errors` (pt) — problem texts, read by libs/web-kit. Mirrors ../en/errors.ts. */
import { invoiceErrors, salesErrors, shipmentErrors, shortfallErrors } from './invoices';
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
    nul_character: 'O endereço contém um caractere NUL (%00), que não é permitido.',
    rate_limited: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    cross_site: 'Esta solicitação não veio deste site e foi recusada.',
    wrong_host: 'Este endereço não é atendido aqui.',
    aborted: 'A requisição foi cancelada.',
    body_timeout: 'A requisição demorou demais para chegar. Verifique sua conexão e tente novamente.',
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
    session_revoked: 'Sua sessão foi encerrada. Entre novamente.',
    refresh_reused: 'Sua sessão foi encerrada. Entre novamente.',
    busy: 'Muitas entradas ao mesmo tempo. Tente novamente em instantes.',
  },
  api_key: {
    not_allowed:
      'Chaves de API são criadas por um fornecedor ou pelo aprovador de uma equipe de compras, para a sua empresa.',
    scope_not_allowed: 'Seu perfil não pode dar este escopo a uma chave.',
    limit_reached: 'Sua empresa já tem o máximo de chaves de API. Revogue uma primeiro.',
    invalid: 'Esta chave de API não é válida.',
    scope_missing: 'Esta chave de API não tem o escopo necessário.',
    people_only: 'Chaves de API não podem fazer isto: só uma pessoa conectada pode.',
  },
  webhook: {
    not_allowed:
      'Webhooks são gerenciados por um fornecedor ou pelo aprovador de uma equipe de compras, para a sua empresa.',
    url_refused:
      'O endpoint deve ser um endereço https:// na internet pública (não um endereço privado, de loopback ou link-local, e sem usuário ou senha).',
    limit_reached: 'Sua empresa já tem o máximo de endpoints de webhook. Exclua um primeiro.',
    not_found: 'Este endpoint de webhook não existe mais.',
    delivery_not_found: 'Esta entrega não existe mais.',
    test_limit_reached:
      'Este endpoint já recebeu {{max}} eventos de teste na última hora. Aguarde um pouco e tente novamente.',
  },
  service: {
    unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    timeout: 'O servidor demorou demais para responder. Tente novamente.',
  },
  server: {
    error: 'Ocorreu um erro inesperado no servidor.',
  },
  admin: {
    company_not_found: 'Esta empresa não existe mais.',
    company_inactive: 'Somente uma empresa ativa pode ser atribuída.',
    category_not_found: 'Esta categoria não existe mais.',
    category_name_required: 'O nome da categoria é obrigatório',
    category_name_taken: 'Já existe uma categoria com este nome.',
    team_role_not_buyer: 'Um papel na equipe é só para um comprador em uma empresa compradora.',
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
    round_deadline_passed: 'O prazo desta rodada já passou: defina um prazo no futuro.',
    round_opening_passed: 'A abertura desta rodada já passou: defina uma abertura no futuro, ou nenhuma.',
    round_breaks_stale:
      'As faixas de preço de um produto já não estão abaixo do preço atual: corrija as faixas ou o preço antes de aprovar.',
    round_product_unavailable: 'Uma rodada só pode conter seus próprios produtos ativos.',
    csv_not_csv: 'Arquivo Inválido: Envie um arquivo CSV',
    csv_bad_header: 'Formato de CSV inválido. Use o modelo fornecido.',
    csv_not_text: 'O arquivo não é um CSV de texto.',
    csv_too_large: 'O arquivo é grande demais (no máximo 8 MB).',
    csv_too_many_rows: 'O arquivo tem linhas demais (no máximo 20.000).',
    csv_missing: 'Escolha um arquivo CSV para importar.',
  },
  buyer: {
    round_not_found: 'Esta rodada não está disponível.',
    round_closed: 'Esta rodada está encerrada',
    round_not_open: 'Esta rodada ainda não está aberta',
    product_not_found: 'Este produto não faz parte da rodada.',
    not_pack_multiple:
      'Este produto vem em embalagens de {{unitsPerPack}} unidades: escolha um múltiplo de {{unitsPerPack}}.',
    max_exceeded: 'Restam apenas {{remaining}} unidades deste produto.',
    cart_not_found: 'Carrinho não encontrado',
    cart_item_not_found: 'Este produto não está no seu carrinho.',
    order_not_found: 'Pedido não encontrado.',
    order_already_decided: 'Este pedido já foi decidido.',
    order_item_not_found: 'Este produto não faz parte deste pedido.',
    order_not_standing: 'Só um pedido pendente ou aprovado pode ser alterado.',
    company_missing:
      'Sua conta ainda não está vinculada a uma empresa. Um administrador precisa atribuir uma antes que você possa comprar.',
    team_approver_only: 'Só o aprovador da sua empresa pode fazer isto.',
    team_member_not_found: 'Esta pessoa não é membro da sua equipe.',
    order_not_awaiting_company: 'Este pedido não está mais aguardando a aprovação da sua empresa.',
    flex_over_max:
      'A quantidade mais as unidades flexíveis não pode passar do máximo deste produto. Unidades flexíveis que você pode oferecer: {{available}}.',
    flex_changes_exhausted:
      'As unidades flexíveis desta linha já foram alteradas {{max}} vezes, o máximo permitido por linha. Você ainda pode retirá-las (0).',
    flex_over_limit:
      'Essas unidades flexíveis levariam o pedido além do seu limite de gastos. Ofereça menos, ou peça as unidades extras em um novo pedido, que aguarda o seu aprovador.',
    receipt_not_allowed:
      'O recebimento pode ser confirmado quando todas as unidades do pedido tiverem sido enviadas, e uma só vez.',
    receipt_over_shipped:
      '{{name}}: as unidades recebidas e danificadas passam das {{shipped}} enviadas nesta linha.',
    receipt_line_repeated: 'A mesma linha de pedido aparece duas vezes neste recebimento.',
  },
  field: {
    round_no_products: 'Selecione pelo menos um produto',
    round_close_before_open: 'A data de encerramento deve ser posterior à de abertura',
    round_extend_days_required: 'Escolha por quantos dias prorrogar (1–14)',
    round_duplicate_product: 'Um produto foi selecionado duas vezes',
    price_break_over_limit: 'No máximo 3 faixas de preço por produto',
    price_break_qty_not_whole: 'A quantidade de uma faixa deve ser um número inteiro de pelo menos 1',
    price_break_price_not_positive:
      'O preço de uma faixa deve ser maior que 0, com no máximo 2 casas decimais',
    price_break_qty_not_rising: 'Cada quantidade deve ser maior que a da faixa anterior',
    price_break_price_not_falling: 'Cada preço deve ser menor que o preço anterior',
    price_break_above_max_qty: 'Uma faixa não pode ficar acima da qtd. máx. do produto',
    nul_character: 'O texto contém um caractere NUL, que não é permitido. Remova-o e tente novamente.',
    name_characters:
      'Use uma só linha, sem caracteres de controle ou invisíveis (como quebras de linha ou marcas de direção).',
    price_decimals: 'No máximo 2 casas decimais',
    payment_date_ahead: 'A data do pagamento não pode estar no futuro.',
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
  shipments: shipmentErrors,
  shortfalls: shortfallErrors,
  follows: {
    unknown: 'Nenhuma rodada deste fornecedor ou série chegou a você ainda.',
    limit_reached: 'Você já segue {{max}}: deixe de seguir um primeiro.',
  },
  standing: {
    unknown: 'Nenhuma edição desta série com este produto chegou a você ainda.',
    limit_reached: 'Você já tem {{max}} pedidos recorrentes: remova um primeiro.',
    not_your_team: 'Este comprador não é membro da sua equipe de compras.',
    not_standing: 'Só um pedido feito pelo seu pedido recorrente pode ser pulado.',
    cannot_skip: 'Este pedido não pode mais ser pulado: já foi decidido, ou a rodada encerrou.',
  },
  invoices: invoiceErrors,
};
