import type { Product } from '@marketplace/contracts';
import { PRODUCT_CURRENCIES, UNITS_OF_MEASURE } from '@marketplace/contracts/constants';

/** The Add/Edit Product form's fields (the images are managed beside it). */
export interface ProductFormValues {
  name: string;
  sku: string;
  unitPrice: number;
  currency: (typeof PRODUCT_CURRENCIES)[number];
  uom: (typeof UNITS_OF_MEASURE)[number];
  unitsPerPack: number;
  categoryId: string;
  size?: string;
  color?: string;
  material?: string;
  description?: string;
  active: boolean;
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

/** The category select's value for "no category", since a select cannot hold null. */
export const NO_CATEGORY = 'none';

/** The form as the product is (or empty, at the catalogue's defaults, for a new one). */
export function productFormValues(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    unitPrice: product?.unitPrice ?? (undefined as unknown as number),
    currency: (product?.currency ?? 'USD') as ProductFormValues['currency'],
    uom: (product?.uom ?? 'pieces') as ProductFormValues['uom'],
    unitsPerPack: product?.unitsPerPack ?? 1,
    categoryId: product?.categoryId ?? NO_CATEGORY,
    size: product?.size ?? '',
    color: product?.color ?? '',
    material: product?.material ?? '',
    description: product?.description ?? '',
    active: product?.active ?? true,
    netWeightKg: product?.netWeightKg ?? null,
    grossWeightKg: product?.grossWeightKg ?? null,
    cbm: product?.cbm ?? null,
  };
}

/** The create/update body of the form's values. */
export function productBody(values: ProductFormValues) {
  return {
    ...values,
    categoryId: values.categoryId === NO_CATEGORY ? null : values.categoryId,
    // A cleared number field means "unknown", stored as null.
    netWeightKg: values.netWeightKg ?? null,
    grossWeightKg: values.grossWeightKg ?? null,
    cbm: values.cbm ?? null,
  };
}
