import type { Product } from '@marketplace/contracts';
import type { ProductDoc, ProductImageDoc } from '../data/product.model';

/** Object names are chosen by the server: `<uuid>.<ext>`; nothing else is ever served. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export function imageUrl(prefix: string, file: string): string {
  return `${prefix}/images/${file}`;
}

export function primaryImage(images: readonly ProductImageDoc[]): ProductImageDoc | null {
  return images.find((i) => i.isPrimary) ?? images[0] ?? null;
}

/** Deleting the primary promotes the first remaining image; exactly one stays primary. */
export function withoutImage(images: readonly ProductImageDoc[], imageId: string): ProductImageDoc[] {
  const removed = images.find((i) => i.id === imageId);
  const rest = images.filter((i) => i.id !== imageId).map((i) => ({ ...i }));
  if (removed?.isPrimary && rest.length && !rest.some((i) => i.isPrimary)) rest[0]!.isPrimary = true;
  return rest;
}

export function withPrimary(images: readonly ProductImageDoc[], imageId: string): ProductImageDoc[] {
  return images.map((i) => ({ ...i, isPrimary: i.id === imageId }));
}

export function toProduct(doc: ProductDoc, categoryNames: Map<string, string>, urlPrefix: string): Product {
  const primary = primaryImage(doc.images);
  return {
    id: doc._id,
    supplierId: doc.supplierId,
    name: doc.name,
    sku: doc.sku,
    unitPrice: doc.unitPrice,
    currency: doc.currency,
    uom: doc.uom,
    unitsPerPack: doc.unitsPerPack,
    categoryId: doc.categoryId,
    categoryName: doc.categoryId ? (categoryNames.get(doc.categoryId) ?? null) : null,
    size: doc.size,
    color: doc.color,
    material: doc.material,
    description: doc.description ?? null,
    active: doc.active,
    netWeightKg: doc.netWeightKg ?? null,
    grossWeightKg: doc.grossWeightKg ?? null,
    cbm: doc.cbm ?? null,
    images: doc.images.map((i) => ({
      id: i.id,
      url: imageUrl(urlPrefix, i.file),
      isPrimary: i.id === primary?.id,
    })),
    primaryImageUrl: primary ? imageUrl(urlPrefix, primary.file) : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
