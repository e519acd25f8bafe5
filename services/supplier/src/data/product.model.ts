import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

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
  /** Per-unit measures; absent on products created before them. */
  netWeightKg?: number | null;
  grossWeightKg?: number | null;
  cbm?: number | null;
  images: ProductImageDoc[];
  createdAt: Date;
  updatedAt: Date;
}

const productSchema = collectionSchema<ProductDoc>('products', {
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
});
// SKU unique within a company (the backend enforces it, whatever the number of writers).
productSchema.index({ supplierId: 1, sku: 1 }, { unique: true });
productSchema.index({ supplierId: 1, createdAt: -1 });
productSchema.index({ categoryId: 1 });

export type ProductModel = Model<ProductDoc>;
export const productModel = (conn: Connection): ProductModel =>
  conn.model<ProductDoc>('Product', productSchema);
