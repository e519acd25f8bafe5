import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { z } from 'zod';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  createProductBodySchema,
  productsQuerySchema,
  updateProductBodySchema,
  type CategoriesResponse,
} from '@marketplace/contracts';
import {
  created,
  handle,
  notFound,
  pathParams,
  requireRole,
  singleImageUpload,
  uploadedImage,
} from '@marketplace/service-kit';
import type { SupplierContext } from '../context';
import {
  addImage,
  createProduct,
  deleteImage,
  getProduct,
  listProducts,
  setPrimaryImage,
  updateProduct,
  categoryNames,
} from '../use-cases/catalogue';
import { IMAGE_FILE_PATTERN, toProduct } from '../domain/products';
import { companyBeforeUpload, supplierCompanyOf } from './caller';

const productParams = pathParams('id');
const imageParams = pathParams('id', 'imageId');

/** Product images are public (buyers and the browser's <img> need no token); names never change. */
export function publicImageRoutes(router: Router, ctx: SupplierContext): void {
  router.get(
    '/images/:file',
    handle(
      { params: z.object({ file: z.string().regex(IMAGE_FILE_PATTERN) }) },
      async ({ params }, _req, res) => {
        const image = await ctx.images.get(params.file);
        if (!image) throw notFound('Image not found');
        res.status(200);
        res.setHeader('Content-Type', image.contentType);
        res.setHeader('Content-Length', String(image.size));
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // Served as an image only, even if a browser were tempted to sniff it as something else.
        res.setHeader('Content-Disposition', 'inline');
        try {
          await pipeline(image.stream, res);
        } catch (err) {
          ctx.logger.warn({ err: (err as Error).message, object: params.file }, 'image stream interrupted');
          res.destroy();
        }
      },
    ),
  );
}

/** My Products (spec §2.5): every call is scoped to the caller's company. */
export function catalogueRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/categories',
    supplier,
    handle({}, async (): Promise<CategoriesResponse> => {
      const names = await categoryNames(ctx);
      return {
        items: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      };
    }),
  );

  router.get(
    '/products',
    supplier,
    handle({ query: productsQuerySchema }, ({ query }, req) =>
      listProducts(ctx, supplierCompanyOf(req), query),
    ),
  );

  router.get(
    '/products/:id',
    supplier,
    handle({ params: productParams }, async ({ params }, req) =>
      toProduct(
        await getProduct(ctx, supplierCompanyOf(req), params.id),
        await categoryNames(ctx),
        ctx.config.PUBLIC_PATH_PREFIX,
      ),
    ),
  );

  router.post(
    '/products',
    supplier,
    created({ body: createProductBodySchema }, ({ body }, req) =>
      createProduct(ctx, supplierCompanyOf(req), body),
    ),
  );

  router.patch(
    '/products/:id',
    supplier,
    handle({ params: productParams, body: updateProductBodySchema }, ({ params, body }, req) =>
      updateProduct(ctx, supplierCompanyOf(req), params.id, body),
    ),
  );

  router.post(
    '/products/:id/images',
    supplier,
    companyBeforeUpload,
    singleImageUpload('image', PRODUCT_IMAGE_MAX_BYTES),
    created({ params: productParams }, ({ params }, req) =>
      addImage(ctx, supplierCompanyOf(req), params.id, uploadedImage(req)),
    ),
  );

  router.post(
    '/products/:id/images/:imageId/primary',
    supplier,
    handle({ params: imageParams }, ({ params }, req) =>
      setPrimaryImage(ctx, supplierCompanyOf(req), params.id, params.imageId),
    ),
  );

  router.delete(
    '/products/:id/images/:imageId',
    supplier,
    handle({ params: imageParams }, ({ params }, req) =>
      deleteImage(ctx, supplierCompanyOf(req), params.id, params.imageId),
    ),
  );
}
