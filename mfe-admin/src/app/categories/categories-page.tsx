import { Suspense, useMemo, useState } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@marketplace/contracts';
import {
  lazyPage,
  LightButton,
  LightFlex,
  SvgIcon,
  useFeedback,
  useErrorToast,
  useFailureToast,
} from '@marketplace/web-kit';
import { dateColumn, type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { ListCard } from '@marketplace/web-kit/list-card';
import { useDeleteCategoryMutation, useListCategoriesQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';

// Add and Edit Category (antd's Modal and Form) load when first opened: the list itself is drawn
// with the kit's light widgets, and the page loads no antd on its way to the screen.
const CategoryDialog = lazyPage(() => import('./category-dialog'), 'CategoryDialog');

/** Admin › Categories (spec §2.6): ordered by name; add, rename, delete with confirmation. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const { modal, notification } = useFeedback();
  const failure = useFailureToast({ title: 'error' });
  const { data, error, isFetching } = useListCategoriesQuery();
  useErrorToast(error, 'admin:categories.loadFailed');
  const [remove] = useDeleteCategoryMutation();
  // undefined: closed; null: adding; a category: editing it.
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);

  const columns = useMemo<DataColumn<AdminCategory>[]>(() => {
    function confirmDelete(category: AdminCategory) {
      modal.confirm({
        title: t('categories.deleteTitle'),
        content: t('categories.deleteConfirm', { name: category.name }),
        okText: t('categories.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          const result = await remove({ id: category.id });
          if ('error' in result) return failure('admin:categories.deleteFailed', result.error);
          notification.success({ message: t('categories.deleted') });
        },
      });
    }
    return [
      { key: 'name', dataIndex: 'name', title: t('categories.columns.name') },
      dateColumn('created', t('categories.columns.created'), (c) => c.createdAt),
      actionsColumn('edit', t('categories.columns.edit'), (c) => (
        <LightButton
          size="small"
          icon={<SvgIcon icon={EditOutlined} />}
          aria-label={t('common.edit')}
          onClick={() => setEditing(c)}
        />
      )),
      actionsColumn('delete', t('categories.columns.delete'), (c) => (
        <LightButton
          size="small"
          danger
          icon={<SvgIcon icon={DeleteOutlined} />}
          aria-label={t('categories.delete')}
          onClick={() => confirmDelete(c)}
        />
      )),
    ];
  }, [modal, remove, t, failure, notification]);

  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
        add={{ label: t('categories.add'), testId: 'categories-add', onClick: () => setEditing(null) }}
      />
      <ListCard<AdminCategory>
        name="categories"
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('categories.empty')}
      />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <CategoryDialog
            key={editing?.id ?? 'new'}
            category={editing}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </LightFlex>
  );
}
