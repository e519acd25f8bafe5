import { Schema, type Connection, type Model } from 'mongoose';
import {
  DEFAULT_END_ACTION,
  type CompanySnapshot,
  type FreightBasis,
  type RoundEndAction,
  type RoundStatus,
} from '@marketplace/contracts';
import type { ProductOutcome } from '@marketplace/domain';
import { invoiceModel, type InvoiceModel } from './invoice.model';
import { lineMeasuresModel, type LineMeasuresModel } from './line-measures.model';
import { salesOrderModel, type SalesOrderModel } from './sales-order.model';

/** The collection of the companies copy sales kept before it read `companies` (see createModels). */
const RETIRED_SALES_COMPANIES = 'sales_companies';

/** One image of a product; kept inside the product so "exactly one primary" is one document write. */
export interface ProductImageDoc {
  id: string;
  /** Object name in the product-images bucket (server-chosen). */
  file: string;
  isPrimary: boolean;
}

export interface ProductDoc {
  _id: string;
  /** The owning company (spec §3 products.supplier_id). */
  supplierId: string;
  name: string;
  sku: string;
  unitPrice: number;
  currency: string;
  uom: string;
  unitsPerPack: number;
  categoryId: string | null;
  size: string | null;
  color: string | null;
  material: string | null;
  description: string | null;
  active: boolean;
  /** Per-unit measures (issue 30); absent on products created before them. */
  netWeightKg?: number | null;
  grossWeightKg?: number | null;
  cbm?: number | null;
  images: ProductImageDoc[];
  createdAt: Date;
  updatedAt: Date;
}

const productSchema = new Schema<ProductDoc>(
  {
    _id: { type: String, required: true },
    supplierId: { type: String, required: true },
    name: { type: String, required: true },
    sku: { type: String, required: true },
    unitPrice: { type: Number, required: true },
    currency: { type: String, required: true },
    uom: { type: String, required: true },
    unitsPerPack: { type: Number, required: true },
    categoryId: { type: String, default: null },
    size: { type: String, default: null },
    color: { type: String, default: null },
    material: { type: String, default: null },
    description: { type: String, default: null },
    active: { type: Boolean, required: true },
    netWeightKg: { type: Number, default: null },
    grossWeightKg: { type: Number, default: null },
    cbm: { type: Number, default: null },
    images: { type: [{ _id: false, id: String, file: String, isPrimary: Boolean }], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'products' },
);
// SKU unique within a company (the backend enforces it, whatever the number of writers).
productSchema.index({ supplierId: 1, sku: 1 }, { unique: true });
productSchema.index({ supplierId: 1, createdAt: -1 });
productSchema.index({ categoryId: 1 });

/** Categories and companies: read models of admin's events, written only by their consumer. */
export interface CategoryDoc {
  _id: string;
  name: string;
  createdAt: Date;
  version: number;
}
const categorySchema = new Schema<CategoryDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false, collection: 'categories' },
);

export type CompanyDoc = Omit<CompanySnapshot, 'id' | 'createdAt'> & { _id: string; createdAt: Date };
export type CompanyModel = Model<CompanyDoc>;
const companySchema = new Schema<CompanyDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    country: { type: String, default: null },
    address: { type: String, default: null },
    phone: { type: String, default: null },
    taxNumber: { type: String, default: null },
    active: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false, collection: 'companies' },
);

export interface RoundProductDoc {
  /** round_products.id: the key of carts, orders and commitments. */
  id: string;
  productId: string;
  moq: number;
  maxQty: number | null;
  outcome?: ProductOutcome | null;
  committedAtClose?: number | null;
  /** Price breaks (issue 30), rising quantity; absent or empty for one price. */
  priceBreaks?: { minQty: number; unitPrice: number }[];
  /**
   * The catalogue figures the round was approved with (the approval snapshot buyers committed
   * to, issue 39.6); absent before approval and on rounds approved before it was kept.
   */
  atApproval?: RoundProductTerms | null;
}

/** Price and per-unit measures of a round product as approved: one set for buyers and supplier. */
export interface RoundProductTerms {
  unitPrice: number;
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

export interface RoundDoc {
  _id: string;
  supplierId: string;
  supplierName: string;
  title: string;
  description: string | null;
  currency: string;
  openAt: Date | null;
  closeAt: Date | null;
  status: RoundStatus;
  products: RoundProductDoc[];
  /** What happens at closeAt (issue 29); rounds created before end actions read as the default. */
  endAction?: RoundEndAction;
  extendDays?: number | null;
  /** Hours before closeAt of the last call (issue 42); absent on rounds made before it: the default. */
  lastCallHours?: number;
  /** "Extend once" has moved closeAt: it never moves again. */
  extended?: boolean;
  /** The supplier's freight estimate and how it is shared among buyers (issue 30). */
  freightCost?: number | null;
  freightBasis?: FreightBasis;
  /** Set by the close: by its deadline (`schedule`) or an admin. */
  closedBy?: 'schedule' | 'admin' | null;
  closedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  /** Outbox stamps (kit Outbox): the ids of the events this document's changes announced. */
  _events: string[];
}
const roundSchema = new Schema<RoundDoc>(
  {
    _id: { type: String, required: true },
    supplierId: { type: String, required: true },
    supplierName: { type: String, default: '' },
    title: { type: String, required: true },
    description: { type: String, default: null },
    currency: { type: String, required: true },
    openAt: { type: Date, default: null },
    closeAt: { type: Date, default: null },
    status: { type: String, required: true },
    products: {
      type: [
        {
          _id: false,
          id: String,
          productId: String,
          moq: Number,
          maxQty: Number,
          // Set at the close (issue 29): met / confirmed / released, and the units committed then.
          outcome: { type: String, default: null },
          committedAtClose: { type: Number, default: null },
          priceBreaks: { type: [{ _id: false, minQty: Number, unitPrice: Number }], default: undefined },
          atApproval: { type: Schema.Types.Mixed, default: null },
        },
      ],
      default: [],
    },
    endAction: { type: String, default: DEFAULT_END_ACTION },
    extendDays: { type: Number, default: null },
    lastCallHours: { type: Number },
    extended: { type: Boolean, default: false },
    freightCost: { type: Number, default: null },
    freightBasis: { type: String, default: 'gross_weight' },
    closedBy: { type: String, default: null },
    closedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    _events: { type: [String], default: [] },
  },
  { versionKey: false, collection: 'rounds' },
);
roundSchema.index({ supplierId: 1, createdAt: -1 });
roundSchema.index({ supplierId: 1, status: 1 });
// The deadline scan: approved rounds by closing time.
roundSchema.index({ status: 1, closeAt: 1 });

/** Committed quantity of a round product: the head of buyer's ledger (highest seq seen). */
export interface CommitmentDoc {
  _id: string;
  roundId: string;
  seq: number;
  totalCommitted: number;
}
const commitmentSchema = new Schema<CommitmentDoc>(
  {
    _id: { type: String, required: true },
    roundId: { type: String, required: true },
    seq: { type: Number, required: true },
    totalCommitted: { type: Number, required: true },
  },
  { versionKey: false, collection: 'commitments' },
);
commitmentSchema.index({ roundId: 1 });

/** One buyer's committed quantity of one round product (dashboard: buyers per round). */
export interface BuyerCommitmentDoc {
  _id: string;
  roundId: string;
  roundProductId: string;
  buyerId: string;
  seq: number;
  qty: number;
}
const buyerCommitmentSchema = new Schema<BuyerCommitmentDoc>(
  {
    _id: { type: String, required: true },
    roundId: { type: String, required: true },
    roundProductId: { type: String, required: true },
    buyerId: { type: String, required: true },
    seq: { type: Number, required: true },
    qty: { type: Number, required: true },
  },
  { versionKey: false, collection: 'buyer_commitments' },
);
buyerCommitmentSchema.index({ roundId: 1 });

export interface SupplierModels {
  Product: Model<ProductDoc>;
  Category: Model<CategoryDoc>;
  Company: CompanyModel;
  Round: Model<RoundDoc>;
  Commitment: Model<CommitmentDoc>;
  BuyerCommitment: Model<BuyerCommitmentDoc>;
  /** Sales: approved orders on the company's rounds (read model of the buyer's order events). */
  SalesOrder: SalesOrderModel;
  LineMeasures: LineMeasuresModel;
  Invoice: InvoiceModel;
}

export async function createModels(conn: Connection): Promise<SupplierModels> {
  const models: SupplierModels = {
    Product: conn.model<ProductDoc>('Product', productSchema),
    Category: conn.model<CategoryDoc>('Category', categorySchema),
    Company: conn.model<CompanyDoc>('Company', companySchema),
    Round: conn.model<RoundDoc>('Round', roundSchema),
    Commitment: conn.model<CommitmentDoc>('Commitment', commitmentSchema),
    BuyerCommitment: conn.model<BuyerCommitmentDoc>('BuyerCommitment', buyerCommitmentSchema),
    SalesOrder: salesOrderModel(conn),
    LineMeasures: lineMeasuresModel(conn),
    Invoice: invoiceModel(conn),
  };
  await Promise.all(Object.values(models).map((m: Model<unknown>) => m.init()));
  // Sales kept a copy of the companies of its own until both read the one `companies` read model,
  // fed by the same admin events since this service's first start: the copy is dropped.
  await conn.dropCollection(RETIRED_SALES_COMPANIES).catch(() => undefined);
  return models;
}
