import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { PRODUCT_CURRENCIES, UNITS_OF_MEASURE } from '@marketplace/contracts/constants';
import { showFieldErrors } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { FileButton } from '@marketplace/web-kit/file-button';
import {
  useCreateProductMutation,
  useDeleteImageMutation,
  useListCategoriesQuery,
  useSetPrimaryImageMutation,
  useUpdateProductMutation,
  useUploadImageMutation,
} from '../api/catalogue-api';
import { useActionToasts } from '../common/failure';

interface FormValues {
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

function initialValues(product: Product | null): FormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    unitPrice: product?.unitPrice ?? (undefined as unknown as number),
    currency: (product?.currency ?? 'USD') as FormValues['currency'],
    uom: (product?.uom ?? 'pieces') as FormValues['uom'],
    unitsPerPack: product?.unitsPerPack ?? 1,
    categoryId: product?.categoryId ?? 'none',
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

/** The product's free-text attributes, each a short text field of its own. */
const DESCRIPTIVE_FIELDS = ['size', 'color', 'material'] as const;

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
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<Product | null>(product);
  const { data: categories } = useListCategoriesQuery(undefined, { skip: !open });
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const [uploadImage, uploading] = useUploadImageMutation();
  const [setPrimary] = useSetPrimaryImageMutation();
  const [deleteImage] = useDeleteImageMutation();

  useEffect(() => {
    if (!open) return;
    setCurrent(product);
    form.setFieldsValue(initialValues(product));
  }, [open, product, form]);

  const save = async (values: FormValues) => {
    const body = {
      ...values,
      categoryId: values.categoryId === 'none' ? null : values.categoryId,
      // A cleared number field means "unknown", stored as null.
      netWeightKg: values.netWeightKg ?? null,
      grossWeightKg: values.grossWeightKg ?? null,
      cbm: values.cbm ?? null,
    };
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

  /** A change to the product's images: the product as it then is, and a toast either way. */
  const changeImages = async (change: Promise<Product>, done: string, failed: string) => {
    try {
      setCurrent(await change);
      toasts.success(done);
    } catch (error) {
      toasts.failure(failed, error);
    }
  };
  /** What a click on one image's button does (make it the primary one, delete it), toasts `products.toast.<done|failed>`. */
  const onImage =
    (
      change: (image: { id: string; imageId: string }) => { unwrap: () => Promise<Product> },
      id: string,
      imageId: string,
      done: string,
      failed: string,
    ) =>
    () =>
      void changeImages(
        change({ id, imageId }).unwrap(),
        `products.toast.${done}`,
        `products.toast.${failed}`,
      );
  const upload = async (file: File | undefined) => {
    if (!file || !current) return;
    await changeImages(
      uploadImage({ id: current.id, file }).unwrap(),
      'products.toast.imageUploaded',
      'products.toast.uploadFailed',
    );
  };

  const required = [{ required: true, message: t('products.form.required') }];
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
      <Form<FormValues> form={form} layout="vertical" onFinish={save} data-testid="product-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('products.form.name')} rules={required}>
              <Input data-testid="product-name" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sku" label={t('products.form.sku')} rules={required}>
              <Input data-testid="product-sku" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="unitPrice" label={t('products.form.unitPrice')} rules={required}>
              <InputNumber
                data-testid="product-price"
                min={0}
                step={0.01}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="currency" label={t('products.form.currency')}>
              <Select options={PRODUCT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="uom" label={t('products.form.uom')}>
              <Select options={UNITS_OF_MEASURE.map((u) => ({ value: u, label: t(`uoms.${u}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="unitsPerPack" label={t('products.form.unitsPerPack')} rules={required}>
              <InputNumber min={1} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="categoryId" label={t('products.form.category')}>
              <Select
                showSearch
                optionFilterProp="label"
                options={[
                  { value: 'none', label: t('products.form.noCategory') },
                  ...(categories?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
            </Form.Item>
          </Col>
          {DESCRIPTIVE_FIELDS.map((name) => (
            <Col key={name} xs={24} md={8}>
              <Form.Item name={name} label={t(`products.form.${name}`)}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={8}>
            <Form.Item name="netWeightKg" label={t('products.form.netWeightKg')}>
              <InputNumber data-testid="product-net-weight" min={0} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="grossWeightKg"
              label={t('products.form.grossWeightKg')}
              dependencies={['netWeightKg']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, gross: number | null) => {
                    const net = getFieldValue('netWeightKg') as number | null;
                    return gross == null || net == null || gross >= net
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('products.form.grossBelowNet')));
                  },
                }),
              ]}
            >
              <InputNumber data-testid="product-gross-weight" min={0} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="cbm" label={t('products.form.cbm')}>
              <InputNumber data-testid="product-cbm" min={0} step={0.001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            {/* Sent with the rest: a description imported by CSV stays as the supplier sees it here. */}
            <Form.Item name="description" label={t('products.form.description')}>
              <Input.TextArea
                data-testid="product-description"
                maxLength={2000}
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="active" label={t('products.form.active')} valuePropName="checked">
              <Switch data-testid="product-active" />
            </Form.Item>
          </Col>
        </Row>
      </Form>

      <Typography.Title level={5}>{t('products.images.title')}</Typography.Title>
      {!current ? (
        <Typography.Text type="secondary">{t('products.images.saveFirst')}</Typography.Text>
      ) : (
        <Flex vertical gap="small" data-testid="image-gallery">
          <div>
            <FileButton
              accept="image/*"
              inputTestId="image-input"
              loading={uploading.isLoading}
              onFile={(file) => void upload(file)}
            >
              {t('products.images.upload')}
            </FileButton>
          </div>
          {current.images.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.images.none')} />
          ) : (
            <Row gutter={[12, 12]}>
              {current.images.map((image, index) => (
                <Col key={image.id} xs={12} md={6}>
                  <Card
                    size="small"
                    data-testid={`image-${index}`}
                    data-primary={image.isPrimary ? 'true' : 'false'}
                    cover={
                      <Image
                        src={image.url}
                        alt={t('products.images.alt', { name: current.name })}
                        height={100}
                        style={{ objectFit: 'cover' }}
                      />
                    }
                  >
                    <Flex vertical gap={4}>
                      {image.isPrimary ? (
                        <Tag color="gold">{t('products.images.primary')}</Tag>
                      ) : (
                        <Button
                          size="small"
                          icon={<StarOutlined />}
                          onClick={onImage(
                            setPrimary,
                            current.id,
                            image.id,
                            'primaryUpdated',
                            'primaryFailed',
                          )}
                        >
                          {t('products.images.setPrimary')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={onImage(
                          deleteImage,
                          current.id,
                          image.id,
                          'imageDeleted',
                          'deleteImageFailed',
                        )}
                      >
                        {t('products.images.delete')}
                      </Button>
                    </Flex>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Flex>
      )}
    </Modal>
  );
}
