/** Texts of spreadsheet exports (pt). Mirrors ../en/exports.ts. */
import type { TranslationOf } from '../../types';
import type {
  exportButton as enButton,
  exportColumns as enColumns,
  exportSheets as enSheets,
} from '../en/exports';

export const exportButton: TranslationOf<typeof enButton> = {
  label: 'Exportar',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  failed: 'Não foi possível baixar a exportação',
};

export const exportColumns: TranslationOf<typeof enColumns> = {
  orderId: 'ID do Pedido',
  date: 'Data',
  decidedAt: 'Decidido em',
  round: 'Rodada',
  supplier: 'Fornecedor',
  buyer: 'Comprador',
  buyerEmail: 'E-mail do comprador',
  placedBy: 'Feito por',
  status: 'Status',
  items: 'Itens',
  units: 'Unidades',
  currency: 'Moeda',
  totalValue: 'Valor Total',
  freight: 'Frete',
  totalWithFreight: 'Total com Frete',
  invoiceNumber: 'Número da Fatura',
  issueDate: 'Data de Emissão',
  dueDate: 'Data de Vencimento',
  revision: 'Revisão',
  credited: 'Creditado',
  debited: 'Debitado',
  paid: 'Pago',
  due: 'Em Aberto',
  overdueAt: 'Vencida Desde',
  product: 'Produto',
  sku: 'SKU',
  unit: 'Unidade',
  unitPrice: 'Preço Unitário',
  moq: 'MOQ',
  maxQty: 'Qtd. Máx.',
  committed: 'Comprometido',
  progress: 'MOQ %',
  outcome: 'Resultado',
  flexOffered: 'Flex oferecido',
  flexCalled: 'Flex chamado',
  revenue: 'Receita',
  edition: 'Edição',
  openAt: 'Abre',
  closeAt: 'Encerra',
  buyers: 'Compradores',
  productsMet: 'Produtos que atingiram',
  productsConfirmed: 'Produtos confirmados',
  productsReleased: 'Produtos liberados',
};

export const exportSheets: TranslationOf<typeof enSheets> = {
  orders: 'Pedidos',
  sales: 'Vendas',
  invoices: 'Faturas',
  roundPerformance: 'Desempenho da Rodada',
  seriesEditions: 'Edições da Série',
};
