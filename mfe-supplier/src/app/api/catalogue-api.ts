import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  CategoriesResponse,
  CreateProductBody,
  Product,
  ProductsResponse,
  UpdateProductBody,
} from '@marketplace/contracts';
import {
  createBaseQuery,
  QUERY_CACHE_SECONDS,
  REQUEST_POLICIES,
  listRequest,
  parsedWith,
} from '@marketplace/web-kit';

export interface ProductsQuery {
  search: string;
  status: 'all' | 'active' | 'inactive';
}

/** My Products, with the product list's own spec §9 policy (10 s, 2 retries, cap 3 s). */
export const catalogueApi = createApi({
  reducerPath: 'supplierCatalogueApi',
  baseQuery: createBaseQuery({ baseUrl: '/api/supplier', ...REQUEST_POLICIES.products }),
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  tagTypes: ['Product', 'Category'],
  endpoints: (build) => ({
    listProducts: build.query<ProductsResponse, ProductsQuery>({
      query: (query) => listRequest('/products', query),
      transformResponse: parsedWith('productsResponseSchema'),
      providesTags: ['Product'],
    }),
    listCategories: build.query<CategoriesResponse, void>({
      query: () => '/categories',
      transformResponse: parsedWith('categoriesResponseSchema'),
      providesTags: ['Category'],
    }),
    createProduct: build.mutation<Product, CreateProductBody>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      transformResponse: parsedWith('productSchema'),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<Product, { id: string; body: UpdateProductBody }>({
      query: ({ id, body }) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: parsedWith('productSchema'),
      invalidatesTags: ['Product'],
    }),
    uploadImage: build.mutation<Product, { id: string; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: `/products/${encodeURIComponent(id)}/images`, method: 'POST', body: form };
      },
      transformResponse: parsedWith('productSchema'),
      invalidatesTags: ['Product'],
    }),
    setPrimaryImage: build.mutation<Product, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({
        url: `/products/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}/primary`,
        method: 'POST',
      }),
      transformResponse: parsedWith('productSchema'),
      invalidatesTags: ['Product'],
    }),
    deleteImage: build.mutation<Product, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({
        url: `/products/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      transformResponse: parsedWith('productSchema'),
      invalidatesTags: ['Product'],
    }),
  }),
});

export const {
  useListProductsQuery,
  useListCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadImageMutation,
  useSetPrimaryImageMutation,
  useDeleteImageMutation,
} = catalogueApi;
