import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  categoriesResponseSchema,
  createProductBodySchema,
  productSchema,
  productsQuerySchema,
  productsResponseSchema,
  updateProductBodySchema,
  type CategoriesResponse,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import {
  created,
  handle,
  pathParams,
  requireRole,
  sendStoredFile,
  singleImageUpload,
  uploadedImage,
} from '@marketplace/service-kit/http';
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
      {
        summary: 'A product image (public, named by the server, cached for ever)',
        params: z.object({ file: z.string().regex(IMAGE_FILE_PATTERN) }),
        file: 'image/*',
      },
      async ({ params }, _req, res) => {
        const image = await ctx.images.get(params.file);
        if (!image) throw notFound('Image not found');
        await sendStoredFile(
          res,
          image,
          {
            'Cache-Control': 'public, max-age=31536000, immutable',
            // Served as an image only, even if a browser were tempted to sniff it as something else.
            'Content-Disposition': 'inline',
          },
          { logger: ctx.logger, what: 'image', object: params.file },
        );
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
    handle(
      {
        summary: 'Categories a product may have, by name',
        scope: 'products:read',
        response: categoriesResponseSchema,
      },
      async (): Promise<CategoriesResponse> => {
        const names = await categoryNames(ctx);
        return {
          items: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
        };
      },
    ),
  );

  router.get(
    '/products',
    supplier,
    handle(
      {
        summary: "The company's products, filtered by text, category or state",
        scope: 'products:read',
        query: productsQuerySchema,
        response: productsResponseSchema,
      },
      ({ query }, req) => listProducts(ctx, supplierCompanyOf(req), query),
    ),
  );

  router.get(
    '/products/:id',
    supplier,
    handle(
      {
        summary: "One of the company's products",
        scope: 'products:read',
        params: productParams,
        response: productSchema,
      },
      async ({ params }, req) =>
        toProduct(
          await getProduct(ctx, supplierCompanyOf(req), params.id),
          await categoryNames(ctx),
          ctx.config.PUBLIC_PATH_PREFIX,
        ),
    ),
  );

  productWriteRoutes(router, ctx, supplier);
  productImageRoutes(router, ctx, supplier);
}

/** A product made and changed (its images: productImageRoutes). */
function productWriteRoutes(router: Router, ctx: SupplierContext, supplier: RequestHandler): void {
  router.post(
    '/products',
    supplier,
    created(
      {
        summary: 'Create a product',
        scope: 'products:write',
        body: createProductBodySchema,
        response: productSchema,
      },
      ({ body }, req) => createProduct(ctx, supplierCompanyOf(req), body),
    ),
  );

  router.patch(
    '/products/:id',
    supplier,
    handle(
      {
        summary: 'Change a product: only the fields named',
        scope: 'products:write',
        params: productParams,
        body: updateProductBodySchema,
        response: productSchema,
      },
      ({ params, body }, req) => updateProduct(ctx, supplierCompanyOf(req), params.id, body),
    ),
  );
}

/** A product's images: added (checked by content, named by the server) and removed. */
function productImageRoutes(router: Router, ctx: SupplierContext, supplier: RequestHandler): void {
  router.post(
    '/products/:id/images',
    supplier,
    companyBeforeUpload,
    singleImageUpload('image', PRODUCT_IMAGE_MAX_BYTES),
    created(
      {
        summary: 'Add an image to a product (PNG, JPEG or WebP, checked by content)',
        scope: 'products:write',
        params: productParams,
        upload: 'image',
        response: productSchema,
      },
      ({ params }, req) => addImage(ctx, supplierCompanyOf(req), params.id, uploadedImage(req)),
    ),
  );

  router.post(
    '/products/:id/images/:imageId/primary',
    supplier,
    handle(
      {
        summary: "Make an image the product's first",
        scope: 'products:write',
        params: imageParams,
        response: productSchema,
      },
      ({ params }, req) => setPrimaryImage(ctx, supplierCompanyOf(req), params.id, params.imageId),
    ),
  );

  router.delete(
    '/products/:id/images/:imageId',
    supplier,
    handle(
      {
        summary: "Remove a product's image",
        scope: 'products:write',
        params: imageParams,
        response: productSchema,
      },
      ({ params }, req) => deleteImage(ctx, supplierCompanyOf(req), params.id, params.imageId),
    ),
  );
}
