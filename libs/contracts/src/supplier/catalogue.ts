import { z } from 'zod';
import { clearableText, nameText, searchText, text } from '../text';
import { SupplierFieldCodes } from './problems';
import {
  CBM_MAX,
  PRODUCT_CURRENCIES,
  PRODUCT_STATUS_FILTERS,
  UNIT_PRICE_MAX,
  UNITS_OF_MEASURE,
  WEIGHT_MAX_KG,
} from '../constants';

/** The supplier's products (spec §2.5, §5): the catalogue a round's products are taken from. */

export const uomSchema = z.enum(UNITS_OF_MEASURE);
export type Uom = z.infer<typeof uomSchema>;

/** An amount of money with at most 2 decimals (spec §5: step 0.01), within `number`'s own bounds. */
export const withTwoDecimals = (number: z.ZodNumber) =>
  number.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    message: 'At most 2 decimals',
    params: { code: SupplierFieldCodes.priceDecimals },
  });

/** Money with at most 2 decimals (spec §5: minimum 0, step 0.01). */
export const unitPriceSchema = withTwoDecimals(z.number().min(0).max(UNIT_PRICE_MAX));

/**
 * Per-unit measures: optional, null when unknown. They pre-fill sold lines and give a
 * round's container fill; gross ≥ net is checked by the use-case against the stored values too.
 */
const unitMeasure = (max: number) => z.number().finite().min(0).max(max).nullable();
export const productMeasureFields = {
  netWeightKg: unitMeasure(WEIGHT_MAX_KG),
  grossWeightKg: unitMeasure(WEIGHT_MAX_KG),
  cbm: unitMeasure(CBM_MAX),
};

/** Fields of the product edit dialog (spec §2.5); `categoryId` 'none' or null means no category. */
const productFields = {
  name: nameText(200).min(1),
  sku: nameText(64).min(1),
  unitPrice: unitPriceSchema,
  currency: z.enum(PRODUCT_CURRENCIES),
  uom: uomSchema,
  unitsPerPack: z.number().int().min(1).max(1_000_000),
  categoryId: text()
    .max(100)
    .nullable()
    .transform((v) => (v === 'none' || v === '' ? null : v)),
  size: clearableText(100),
  color: clearableText(100),
  material: clearableText(100),
  description: clearableText(2000),
  active: z.boolean(),
};

/** Create: name, SKU and unit price required; the rest has the spec's defaults. */
export const createProductBodySchema = z
  .object({
    ...productFields,
    currency: productFields.currency.default('USD'),
    uom: productFields.uom.default('pieces'),
    unitsPerPack: productFields.unitsPerPack.default(1),
    categoryId: productFields.categoryId.optional().transform((v) => v ?? null),
    size: productFields.size.transform((v) => v ?? null),
    color: productFields.color.transform((v) => v ?? null),
    material: productFields.material.transform((v) => v ?? null),
    description: productFields.description.transform((v) => v ?? null),
    active: productFields.active.default(true),
    netWeightKg: productMeasureFields.netWeightKg.default(null),
    grossWeightKg: productMeasureFields.grossWeightKg.default(null),
    cbm: productMeasureFields.cbm.default(null),
  })
  .strict();
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** Edit: any subset of the fields (the dialog sends them all; the status toggle sends `active`). */
export const updateProductBodySchema = z
  .object({
    name: productFields.name.optional(),
    sku: productFields.sku.optional(),
    unitPrice: unitPriceSchema.optional(),
    currency: productFields.currency.optional(),
    uom: productFields.uom.optional(),
    unitsPerPack: productFields.unitsPerPack.optional(),
    categoryId: productFields.categoryId.optional(),
    size: productFields.size,
    color: productFields.color,
    material: productFields.material,
    description: productFields.description,
    active: productFields.active.optional(),
    netWeightKg: productMeasureFields.netWeightKg.optional(),
    grossWeightKg: productMeasureFields.grossWeightKg.optional(),
    cbm: productMeasureFields.cbm.optional(),
  })
  .strict();
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const productsQuerySchema = z.object({
  search: searchText(),
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
});

export const productImageSchema = z.object({ id: z.string(), url: z.string(), isPrimary: z.boolean() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  material: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** Per unit; null when the supplier has not entered it. */
  netWeightKg: z.number().nullable(),
  grossWeightKg: z.number().nullable(),
  cbm: z.number().nullable(),
  images: z.array(productImageSchema),
  primaryImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.object({ items: z.array(productSchema), total: z.number() });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const categoryOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export const categoriesResponseSchema = z.object({ items: z.array(categoryOptionSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
