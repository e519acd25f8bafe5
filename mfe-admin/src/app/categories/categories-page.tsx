import { useMemo, useState } from 'react';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@marketplace/contracts';
import { useFeedback, useErrorToast, useFailureToast } from '@marketplace/web-kit';
import { dateColumn, type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { ListCard } from '@marketplace/web-kit/list-card';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useListCategoriesQuery,
  useRenameCategoryMutation,
} from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';

/** Add Category (category null) or Edit Category. */
function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const [name, setName] = useState(category?.name ?? '');
  const [create, creating] = useCreateCategoryMutation();
  const [rename, renaming] = useRenameCategoryMutation();

  async function save() {
    const trimmed = name.trim();
    if (category) {
      // Spec §5: an empty name changes nothing.
      if (!trimmed || trimmed === category.name) return onClose();
      const result = await rename({ id: category.id, name: trimmed });
      if ('error' in result) return failure('admin:categories.updateFailed', result.error);
      notification.success({ message: t('categories.updated') });
    } else {
      if (!trimmed) return failure('admin:categories.nameRequired');
      const result = await create({ name: trimmed });
      if ('error' in result) return failure('admin:categories.createFailed', result.error);
      notification.success({ message: t('categories.created') });
    }
    onClose();
  }

  return (
    <Modal
      open
      title={t(category ? 'categories.form.editTitle' : 'categories.form.createTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t(category ? 'common.save' : 'categories.form.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{
        loading: creating.isLoading || renaming.isLoading,
        ...{ 'data-testid': 'category-save' },
      }}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label={t('categories.form.name')} required>
          <Input
            data-testid="category-name"
            autoFocus
            maxLength={100}
            placeholder={t('categories.form.placeholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void save()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('common.edit')}
          onClick={() => setEditing(c)}
        />
      )),
      actionsColumn('delete', t('categories.columns.delete'), (c) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('categories.delete')}
          onClick={() => confirmDelete(c)}
        />
      )),
    ];
  }, [modal, remove, t, failure, notification]);

  return (
    <Flex vertical gap="middle">
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
        <CategoryDialog key={editing?.id ?? 'new'} category={editing} onClose={() => setEditing(undefined)} />
      )}
    </Flex>
  );
}
