/** Linha do tempo de um pedido (pt). Mirrors ../en/order-timeline.ts. */
import type { TranslationOf } from '../../types';
import type { orderTimeline as en } from '../en/order-timeline';

export const orderTimeline: TranslationOf<typeof en> = {
  title: 'Linha do tempo',
  loadFailed: 'Não foi possível carregar a linha do tempo.',
  kind: {
    placed: 'Pedido feito',
    held_for_approval: 'Aguardando a aprovação da empresa',
    company_approved: 'Aprovado pela empresa',
    company_rejected: 'Rejeitado pela empresa',
    break_reached: 'Faixa de preço atingida',
    repriced: 'Repreçado no fechamento',
    lines_released: 'Linhas liberadas',
    flex_called: 'Unidades flexíveis acionadas',
    approved: 'Aprovado',
    rejected: 'Rejeitado',
    cancelled: 'Cancelado',
    invoice_issued: 'Fatura proforma emitida',
  },
  by: {
    you: 'por você',
    named: 'por {{name}}',
    buyer: 'pelo comprador',
    approver: 'pelo aprovador da empresa',
    admin: 'pelo administrador',
    supplier: 'pelo fornecedor',
    system: 'pelo sistema',
    systemAtClose: 'pelo sistema no fechamento',
  },
  placed_one: '{{total}} por {{count}} unidade',
  placed_other: '{{total}} por {{count}} unidades',
  limits: {
    per_order: 'limite por pedido',
    per_month: 'limite mensal',
  },
  held: 'Acima do {{limits}}',
  breakProduct_one: '{{name}}: o grupo atingiu a faixa de {{count}} unidade, {{from}} → {{to}} por unidade',
  breakProduct_other:
    '{{name}}: o grupo atingiu a faixa de {{count}} unidades, {{from}} → {{to}} por unidade',
  breakProductNoTier: '{{name}}: {{from}} → {{to}} por unidade',
  total: 'Total {{from}} → {{to}}',
  repricedLine: '{{name}}: {{from}} → {{to}} por unidade',
  moqNotMet: 'Os produtos não atingiram a quantidade mínima de pedido (MOQ).',
  releasedLine_one: '{{name}}: {{count}} unidade',
  releasedLine_other: '{{name}}: {{count}} unidades',
  flexLine_one: '{{name}}: mais {{count}} unidade',
  flexLine_other: '{{name}}: mais {{count}} unidades',
  otherLines_one: 'e mais {{count}} linha',
  otherLines_other: 'e mais {{count}} linhas',
  cause: {
    all_lines_released: 'Todas as linhas foram liberadas.',
    unapproved_at_close: 'Ainda aguardava a aprovação da empresa quando a rodada fechou.',
  },
  invoice: 'Fatura {{number}}',
  reason: 'Motivo: “{{reason}}”',
};
