import { Button, Card, Col, Empty, Flex, Image, Row, Tag, Typography } from 'antd';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { FileButton } from '@marketplace/web-kit/file-button';
import {
  useDeleteImageMutation,
  useSetPrimaryImageMutation,
  useUploadImageMutation,
} from '../api/catalogue-api';
import { useActionToasts } from '../common/failure';

/**
 * What the gallery does to a saved product's images (upload, make primary, delete). Each answers
 * the product as it then is, handed to `onProduct` so the dialog shows it, and toasts either way.
 */
export function useProductImages(onProduct: (product: Product) => void) {
  const toasts = useActionToasts();
  const [uploadImage, uploading] = useUploadImageMutation();
  const [setPrimary] = useSetPrimaryImageMutation();
  const [deleteImage] = useDeleteImageMutation();

  /** Toasts `products.toast.<done|failed>`. */
  const changeImages = async (change: Promise<Product>, done: string, failed: string) => {
    try {
      onProduct(await change);
      toasts.success(`products.toast.${done}`);
    } catch (error) {
      toasts.failure(`products.toast.${failed}`, error);
    }
  };
  return {
    uploading: uploading.isLoading,
    upload: async (id: string, file: File | undefined) => {
      if (!file) return;
      await changeImages(uploadImage({ id, file }).unwrap(), 'imageUploaded', 'uploadFailed');
    },
    makePrimary: (id: string, imageId: string) =>
      void changeImages(setPrimary({ id, imageId }).unwrap(), 'primaryUpdated', 'primaryFailed'),
    remove: (id: string, imageId: string) =>
      void changeImages(deleteImage({ id, imageId }).unwrap(), 'imageDeleted', 'deleteImageFailed'),
  };
}

type ImageActions = ReturnType<typeof useProductImages>;

/** The dialog's Images section: a new product has none until it is saved, since images belong to a stored product. */
export function ProductImages({ product, actions }: { product: Product | null; actions: ImageActions }) {
  const { t } = useTranslation('supplier');
  return (
    <>
      <Typography.Title level={5}>{t('products.images.title')}</Typography.Title>
      {!product ? (
        <Typography.Text type="secondary">{t('products.images.saveFirst')}</Typography.Text>
      ) : (
        <Flex vertical gap="small" data-testid="image-gallery">
          <div>
            <FileButton
              accept="image/*"
              inputTestId="image-input"
              loading={actions.uploading}
              onFile={(file) => void actions.upload(product.id, file)}
            >
              {t('products.images.upload')}
            </FileButton>
          </div>
          {product.images.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.images.none')} />
          ) : (
            <Row gutter={[12, 12]}>
              {product.images.map((image, index) => (
                <Col key={image.id} xs={12} md={6}>
                  <ProductImageCard product={product} image={image} index={index} actions={actions} />
                </Col>
              ))}
            </Row>
          )}
        </Flex>
      )}
    </>
  );
}

/** One image with its buttons; the primary one is tagged instead of offering "Set Primary". */
function ProductImageCard({
  product,
  image,
  index,
  actions,
}: {
  product: Product;
  image: Product['images'][number];
  index: number;
  actions: ImageActions;
}) {
  const { t } = useTranslation('supplier');
  return (
    <Card
      size="small"
      data-testid={`image-${index}`}
      data-primary={image.isPrimary ? 'true' : 'false'}
      cover={
        <Image
          src={image.url}
          alt={t('products.images.alt', { name: product.name })}
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
            onClick={() => actions.makePrimary(product.id, image.id)}
          >
            {t('products.images.setPrimary')}
          </Button>
        )}
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => actions.remove(product.id, image.id)}
        >
          {t('products.images.delete')}
        </Button>
      </Flex>
    </Card>
  );
}
