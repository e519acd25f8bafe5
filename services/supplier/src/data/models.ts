import { Schema, type Connection, type Model } from 'mongoose';
import type { CompanySnapshot, RoundStatus } from '@marketplace/contracts';

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
      type: [{ _id: false, id: String, productId: String, moq: Number, maxQty: Number }],
      default: [],
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    _events: { type: [String], default: [] },
  },
  { versionKey: false, collection: 'rounds' },
);
roundSchema.index({ supplierId: 1, createdAt: -1 });
roundSchema.index({ supplierId: 1, status: 1 });

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
  Company: Model<CompanyDoc>;
  Round: Model<RoundDoc>;
  Commitment: Model<CommitmentDoc>;
  BuyerCommitment: Model<BuyerCommitmentDoc>;
}

export async function createModels(conn: Connection): Promise<SupplierModels> {
  const models: SupplierModels = {
    Product: conn.model<ProductDoc>('Product', productSchema),
    Category: conn.model<CategoryDoc>('Category', categorySchema),
    Company: conn.model<CompanyDoc>('Company', companySchema),
    Round: conn.model<RoundDoc>('Round', roundSchema),
    Commitment: conn.model<CommitmentDoc>('Commitment', commitmentSchema),
    BuyerCommitment: conn.model<BuyerCommitmentDoc>('BuyerCommitment', buyerCommitmentSchema),
  };
  await Promise.all(Object.values(models).map((m: Model<unknown>) => m.init()));
  return models;
}
