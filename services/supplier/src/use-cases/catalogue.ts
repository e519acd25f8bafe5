import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  PRODUCT_IMAGES_MAX,
  SalesProblemCodes,
  SupplierProblemCodes,
  type createProductBodySchema,
  type Product,
  type updateProductBodySchema,
} from '@marketplace/contracts';
import { badRequest, conflict, notFound } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import type { ImageKind } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { escapeRegex, grossBelowNet } from '@marketplace/domain';
import { productsFilter } from '../data/search-filters';
import { toProduct, withPrimary, withoutImage } from '../domain/products';
import type { SupplierModels } from '../data/models';
import type { ProductDoc } from '../data/product.model';
import { ownRecord } from '../data/own-record';

const LIST_LIMIT = 1000;

const productNotFound = () => notFound('Product not found', SupplierProblemCodes.productNotFound);
const skuTaken = (sku: string) =>
  conflict(SupplierProblemCodes.skuTaken, `A product with SKU "${sku}" already exists in your catalogue`);

/** Category id → name, from the read model (a few hundred rows at most). */
export async function categoryNames(ctx: SupplierContext): Promise<Map<string, string>> {
  const rows = await ctx.categories.find({}, { name: 1 }).lean();
  return new Map(rows.map((c) => [c._id, c.name]));
}

/** Same rule and code as a sold line's measures: gross weight may not be below net weight. */
function checkGrossNotBelowNet(m: Pick<ProductDoc, 'netWeightKg' | 'grossWeightKg'>): void {
  if (
    !grossBelowNet({ netWeightKg: m.netWeightKg ?? null, grossWeightKg: m.grossWeightKg ?? null, cbm: null })
  )
    return;
  const message = 'Gross weight cannot be less than net weight';
  throw badRequest(SalesProblemCodes.grossBelowNet, message, [
    { path: 'body.grossWeightKg', code: SalesProblemCodes.grossBelowNet, message },
  ]);
}

async function present(ctx: SupplierContext, doc: ProductDoc): Promise<Product> {
  return toProduct(doc, await categoryNames(ctx), ctx.config.PUBLIC_PATH_PREFIX);
}

async function checkCategory(ctx: SupplierContext, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  if (!(await ctx.categories.exists({ _id: categoryId })))
    throw badRequest(SupplierProblemCodes.categoryNotFound, 'This category does not exist');
}

export async function listProducts(
  ctx: SupplierContext,
  supplierId: string,
  query: { search?: string; status: 'all' | 'active' | 'inactive' },
): Promise<{ items: Product[]; total: number }> {
  const names = await categoryNames(ctx);
  const search = query.search?.trim();
  const pattern = search ? new RegExp(escapeRegex(search), 'i') : null;
  const categoryIds = pattern ? [...names].filter(([, name]) => pattern.test(name)).map(([id]) => id) : [];
  const filter = productsFilter(supplierId, query, categoryIds);
  const [rows, total] = await Promise.all([
    ctx.products.find(filter).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<ProductDoc[]>(),
    ctx.products.countDocuments(filter),
  ]);
  return { items: rows.map((r) => toProduct(r, names, ctx.config.PUBLIC_PATH_PREFIX)), total };
}

export async function getProduct(ctx: SupplierContext, supplierId: string, id: string): Promise<ProductDoc> {
  return ownRecord(ctx.products, supplierId, id, productNotFound);
}

export async function createProduct(
  ctx: SupplierContext,
  supplierId: string,
  body: z.infer<typeof createProductBodySchema>,
): Promise<Product> {
  checkGrossNotBelowNet(body);
  await checkCategory(ctx, body.categoryId);
  const now = new Date();
  const doc: ProductDoc = {
    _id: randomUUID(),
    supplierId,
    ...body,
    images: [],
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.products.create(doc);
  } catch (err) {
    if (isDuplicateKey(err)) throw skuTaken(body.sku);
    throw err;
  }
  return present(ctx, doc);
}

/** Reads, changes and writes one product of the caller's company, one writer at a time. */
async function changeProduct(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  change: (current: ProductDoc) => Promise<Partial<ProductDoc>> | Partial<ProductDoc>,
): Promise<ProductDoc> {
  return ctx.locks.run(`product:${id}`, async () => {
    const current = await getProduct(ctx, supplierId, id);
    const set = { ...(await change(current)), updatedAt: new Date() };
    try {
      await ctx.products.updateOne({ _id: id, supplierId }, { $set: set });
    } catch (err) {
      if (isDuplicateKey(err)) throw skuTaken(String(set.sku ?? current.sku));
      throw err;
    }
    return { ...current, ...set };
  });
}

export async function updateProduct(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  body: z.infer<typeof updateProductBodySchema>,
): Promise<Product> {
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if ('categoryId' in set) await checkCategory(ctx, set.categoryId as string | null);
  return present(
    ctx,
    await changeProduct(ctx, supplierId, id, (current) => {
      // A partial update is checked against the stored value of the field it does not name.
      checkGrossNotBelowNet({ ...current, ...set });
      return set;
    }),
  );
}

export async function addImage(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  image: { buffer: Buffer } & ImageKind,
): Promise<Product> {
  const imageId = randomUUID();
  const file = `${imageId}.${image.ext}`;
  let stored = false;
  try {
    const doc = await changeProduct(ctx, supplierId, id, async (current) => {
      if (current.images.length >= PRODUCT_IMAGES_MAX)
        throw conflict(
          SupplierProblemCodes.tooManyImages,
          `A product has at most ${PRODUCT_IMAGES_MAX} images`,
        );
      // Ownership and limits are checked before anything reaches the bucket.
      await ctx.images.put(file, image.buffer, image.mime);
      stored = true;
      return {
        images: [...current.images, { id: imageId, file, isPrimary: current.images.length === 0 }],
      };
    });
    return present(ctx, doc);
  } catch (err) {
    if (stored) await ctx.images.removeQuietly(file);
    throw err;
  }
}

export async function setPrimaryImage(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  imageId: string,
): Promise<Product> {
  const doc = await changeProduct(ctx, supplierId, id, (current) => {
    if (!current.images.some((i) => i.id === imageId))
      throw notFound('Image not found', SupplierProblemCodes.imageNotFound);
    return { images: withPrimary(current.images, imageId) };
  });
  return present(ctx, doc);
}

export async function deleteImage(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  imageId: string,
): Promise<Product> {
  let file: string | undefined;
  const doc = await changeProduct(ctx, supplierId, id, (current) => {
    file = current.images.find((i) => i.id === imageId)?.file;
    if (!file) throw notFound('Image not found', SupplierProblemCodes.imageNotFound);
    return { images: withoutImage(current.images, imageId) };
  });
  // The row is gone first: a failed object removal leaves an unreachable orphan, never a broken image.
  if (file) await ctx.images.removeQuietly(file);
  return present(ctx, doc);
}

/** Current catalogue prices of a company's products (the struck-through price on invoices). */
export async function cataloguePrices(
  data: Pick<SupplierModels, 'products'>,
  productIds: string[],
  supplierId: string,
): Promise<Map<string, number>> {
  const products = await data.products
    .find({ _id: { $in: productIds }, supplierId }, { _id: 1, unitPrice: 1 })
    .lean();
  return new Map(products.map((p) => [String(p._id), p.unitPrice]));
}

/**
 * Per-unit measures that pre-fill sold lines' weights and CBM: the round's approval
 * snapshot (the measures the buyers committed to, which fill and freight shares use
 * too), keyed by product; the catalogue's only for products of rounds approved before the snapshot
 * was kept.
 */
export async function roundUnitMeasures(
  data: Pick<SupplierModels, 'products' | 'rounds'>,
  productIds: string[],
  supplierId: string,
  roundId: string,
): Promise<Map<string, Pick<ProductDoc, 'netWeightKg' | 'grossWeightKg' | 'cbm'>>> {
  const round = await data.rounds.findOne({ _id: roundId, supplierId }, { products: 1 }).lean();
  const approved = new Map(
    (round?.products ?? []).flatMap((p) => (p.atApproval ? [[p.productId, p.atApproval] as const] : [])),
  );
  const missing = productIds.filter((id) => !approved.has(id));
  const catalogue = missing.length ? await catalogueUnitMeasures(data, missing, supplierId) : new Map();
  return new Map(
    productIds.flatMap((id) => {
      const terms = approved.get(id);
      if (terms)
        return [[id, { netWeightKg: terms.netWeightKg, grossWeightKg: terms.grossWeightKg, cbm: terms.cbm }]];
      const live = catalogue.get(id);
      return live ? [[id, live]] : [];
    }),
  );
}

/** Per-unit measures of a company's products: pre-fill sold lines' weights and CBM. */
export async function catalogueUnitMeasures(
  data: Pick<SupplierModels, 'products'>,
  productIds: string[],
  supplierId: string,
): Promise<Map<string, Pick<ProductDoc, 'netWeightKg' | 'grossWeightKg' | 'cbm'>>> {
  const products = await data.products
    .find({ _id: { $in: productIds }, supplierId }, { _id: 1, netWeightKg: 1, grossWeightKg: 1, cbm: 1 })
    .lean();
  return new Map(
    products.map((p) => [
      String(p._id),
      { netWeightKg: p.netWeightKg ?? null, grossWeightKg: p.grossWeightKg ?? null, cbm: p.cbm ?? null },
    ]),
  );
}
