import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import PoweroffOutlined from '@ant-design/icons-svg/es/asn/PoweroffOutlined';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { LightButton, SvgIcon } from '@marketplace/web-kit';
import { IconAction, TableActions } from '@marketplace/web-kit/data-table';
import { useUpdateProductMutation } from '../api/catalogue-api';
import { useActionToasts } from '../common/failure';

/** What a product's actions do, in the table's rows and on the grid's cards alike. */
export interface ProductHandlers {
  view: (product: Product) => void;
  edit: (product: Product) => void;
  toggleActive: (product: Product) => void;
}

/** Activates an inactive product or deactivates an active one, saying how it went. */
export function useToggleProductActive() {
  const toasts = useActionToasts();
  const [updateProduct] = useUpdateProductMutation();
  return async (product: Product) => {
    try {
      await updateProduct({ id: product.id, body: { active: !product.active } }).unwrap();
      toasts.success(product.active ? 'products.toast.deactivated' : 'products.toast.activated');
    } catch (err) {
      toasts.failure('products.toast.statusFailed', err);
    }
  };
}

/** A product's View, Edit and Activate/Deactivate. */
export function ProductActions({ product, handlers }: { product: Product; handlers: ProductHandlers }) {
  const { t } = useTranslation('supplier');
  return (
    <TableActions>
      {/* An icon with its name as a tooltip, as Sales History's row actions: the row keeps its
          three actions in view at 1280 px. */}
      <IconAction
        label={t('products.actions.view')}
        icon={<SvgIcon icon={EyeOutlined} />}
        onClick={() => handlers.view(product)}
      />
      <LightButton size="small" icon={<SvgIcon icon={EditOutlined} />} onClick={() => handlers.edit(product)}>
        {t('products.actions.edit')}
      </LightButton>
      <LightButton
        size="small"
        icon={<SvgIcon icon={PoweroffOutlined} />}
        danger={product.active}
        onClick={() => handlers.toggleActive(product)}
      >
        {t(product.active ? 'products.actions.deactivate' : 'products.actions.activate')}
      </LightButton>
    </TableActions>
  );
}
