import { useEffect, useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { showFieldErrors } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import {
  useCreateProductMutation,
  useListCategoriesQuery,
  useUpdateProductMutation,
} from '../api/catalogue-api';
import { useActionToasts } from '../common/failure';
import { ProductFields } from './product-fields';
import { productBody, productFormValues, type ProductFormValues } from './product-form';
import { ProductImages, useProductImages } from './product-images';

/** Add Product / Edit Product (spec §2.5, §5), with the image gallery once the product exists. */
export function ProductFormDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: Product | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const toasts = useActionToasts();
  const [form] = Form.useForm<ProductFormValues>();
  // The product as last saved here: null until a new one is created.
  const [current, setCurrent] = useState<Product | null>(product);
  const { data: categories } = useListCategoriesQuery(undefined, { skip: !open });
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const images = useProductImages(setCurrent);

  useEffect(() => {
    if (!open) return;
    setCurrent(product);
    form.setFieldsValue(productFormValues(product));
  }, [open, product, form]);

  const save = async (values: ProductFormValues) => {
    const body = productBody(values);
    try {
      if (current) {
        setCurrent(await updateProduct({ id: current.id, body }).unwrap());
        toasts.success('products.toast.updated');
        onClose();
      } else {
        // A new product stays open in the dialog so its images can be added right away.
        setCurrent(await createProduct(body).unwrap());
        toasts.success('products.toast.created');
      }
    } catch (error) {
      showFieldErrors(form, error, t);
      toasts.failure('products.toast.updateFailed', error);
    }
  };

  return (
    <Modal
      open={open}
      title={t(current ? 'products.form.editTitle' : 'products.form.createTitle')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={dialogFooter({
        cancel: { label: t('products.form.cancel'), onClick: onClose },
        ok: {
          label: t(current ? 'products.form.save' : 'products.form.create'),
          testId: 'product-save',
          loading: creating.isLoading || updating.isLoading,
          onClick: () => form.submit(),
        },
      })}
    >
      <Form<ProductFormValues> form={form} layout="vertical" onFinish={save} data-testid="product-form">
        <ProductFields categories={categories?.items ?? []} />
      </Form>
      <ProductImages product={current} actions={images} />
    </Modal>
  );
}
