import type { InvoiceStatus } from '@marketplace/contracts';

/**
 * Words printed on proforma invoice documents, per language. They mirror the invoice detail's
 * texts in libs/i18n (which is browser-only), so a PDF reads like the screen it came from.
 */
export interface DocumentLabels {
  title: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  round: string;
  order: string;
  supplier: string;
  buyer: string;
  address: string;
  country: string;
  phone: string;
  taxNumber: string;
  products: string;
  columns: {
    sku: string;
    product: string;
    material: string;
    color: string;
    size: string;
    qty: string;
    unitPrice: string;
    subtotal: string;
    netWeight: string;
    grossWeight: string;
    cbm: string;
  };
  perPack: (units: number, uom: string) => string;
  /** A quantity in its unit of measure: "1 piece", "12 peças". */
  quantity: (count: number, uom: string) => string;
  orderSummary: string;
  totalItems: string;
  totalUnits: string;
  totalGrossWeight: string;
  packingSummary: string;
  packs: string;
  totalNetWeight: string;
  totalCbm: string;
  totalValue: string;
  notes: string;
  noNotes: string;
  page: (n: number, of: number) => string;
}

/** Each unit of measure (spec §5) as one and as several, as libs/i18n's `common.uom.quantity`. */
const UNIT_WORDS: Record<'en' | 'pt', Record<string, { one: string; other: string }>> = {
  en: {
    pieces: { one: 'piece', other: 'pieces' },
    kg: { one: 'kg', other: 'kg' },
    m: { one: 'm', other: 'm' },
    m2: { one: 'm²', other: 'm²' },
    liters: { one: 'liter', other: 'liters' },
    boxes: { one: 'box', other: 'boxes' },
  },
  pt: {
    pieces: { one: 'peça', other: 'peças' },
    kg: { one: 'kg', other: 'kg' },
    m: { one: 'm', other: 'm' },
    m2: { one: 'm²', other: 'm²' },
    liters: { one: 'litro', other: 'litros' },
    boxes: { one: 'caixa', other: 'caixas' },
  },
};

/** "12 pieces" in `language`, singular by the language's own rule; an unknown unit as it is. */
function quantityIn(language: 'en' | 'pt'): (count: number, uom: string) => string {
  const rules = new Intl.PluralRules(language);
  return (count, uom) => {
    const words = UNIT_WORDS[language][uom];
    return `${count} ${words ? (rules.select(count) === 'one' ? words.one : words.other) : uom}`;
  };
}

export const DOCUMENT_LABELS: Record<'en' | 'pt', DocumentLabels> = {
  en: {
    title: 'PROFORMA INVOICE',
    invoiceNumber: 'Invoice Number',
    issueDate: 'Issue Date',
    dueDate: 'Due Date',
    status: 'Status',
    statuses: { draft: 'DRAFT', sent: 'SENT', accepted: 'ACCEPTED', rejected: 'REJECTED' },
    round: 'Round',
    order: 'Order',
    supplier: 'Supplier',
    buyer: 'Buyer',
    address: 'Address',
    country: 'Country',
    phone: 'Phone',
    taxNumber: 'Tax Number',
    products: 'Products',
    columns: {
      sku: 'SKU',
      product: 'Product',
      material: 'Material',
      color: 'Color',
      size: 'Size',
      qty: 'Qty',
      unitPrice: 'Unit Price',
      subtotal: 'Subtotal',
      netWeight: 'Net Wt (kg)',
      grossWeight: 'Gross Wt (kg)',
      cbm: 'CBM (m³)',
    },
    perPack: (units, uom) => `${quantityIn('en')(units, uom)} per pack`,
    quantity: quantityIn('en'),
    orderSummary: 'Order Summary',
    totalItems: 'Total Items',
    totalUnits: 'Total Units',
    totalGrossWeight: 'Total Gross Weight',
    packingSummary: 'Packing Summary',
    packs: 'Packs',
    totalNetWeight: 'Total Net Weight',
    totalCbm: 'Total CBM',
    totalValue: 'Total Value',
    notes: 'Notes',
    noNotes: 'No notes',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  pt: {
    title: 'FATURA PROFORMA',
    invoiceNumber: 'Número da Fatura',
    issueDate: 'Data de Emissão',
    dueDate: 'Data de Vencimento',
    status: 'Status',
    statuses: { draft: 'RASCUNHO', sent: 'ENVIADA', accepted: 'ACEITA', rejected: 'REJEITADA' },
    round: 'Rodada',
    order: 'Pedido',
    supplier: 'Fornecedor',
    buyer: 'Comprador',
    address: 'Endereço',
    country: 'País',
    phone: 'Telefone',
    taxNumber: 'Número Fiscal',
    products: 'Produtos',
    columns: {
      sku: 'SKU',
      product: 'Produto',
      material: 'Material',
      color: 'Cor',
      size: 'Tamanho',
      qty: 'Qtd',
      unitPrice: 'Preço Unit.',
      subtotal: 'Subtotal',
      netWeight: 'Peso Líq. (kg)',
      grossWeight: 'Peso Bruto (kg)',
      cbm: 'CBM (m³)',
    },
    perPack: (units, uom) => `${quantityIn('pt')(units, uom)} por pacote`,
    quantity: quantityIn('pt'),
    orderSummary: 'Resumo do Pedido',
    totalItems: 'Total de Itens',
    totalUnits: 'Total de Unidades',
    totalGrossWeight: 'Peso Bruto Total',
    packingSummary: 'Resumo da Embalagem',
    packs: 'Pacotes',
    totalNetWeight: 'Peso Líquido Total',
    totalCbm: 'CBM Total',
    totalValue: 'Valor Total',
    notes: 'Observações',
    noNotes: 'Sem observações',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};
