import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@marketplace/contracts';
import { useFeedback, useFailureToast } from '@marketplace/web-kit';
import { useCreateCategoryMutation, useRenameCategoryMutation } from '../api/admin-api';

/** Add Category (category null) or Edit Category. */
export function CategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
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
