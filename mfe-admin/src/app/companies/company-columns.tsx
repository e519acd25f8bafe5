import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import { LightButton, LightTag, useFailureToast, useFeedback } from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useUpdateCompanyMutation } from '../api/admin-api';
import { ActiveTag } from '@marketplace/web-kit/status-tag';

/**
 * The columns of Admin › Companies' table; a row's Edit opens the dialog (`edit`), and its
 * Activate / Deactivate is sent from here at once, with its toast.
 */
export function useCompanyColumns(edit: (company: AdminCompany) => void) {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const [updateCompany] = useUpdateCompanyMutation();

  return useMemo<DataColumn<AdminCompany>[]>(() => {
    async function toggle(company: AdminCompany) {
      const active = !company.active;
      const result = await updateCompany({ id: company.id, body: { active } });
      if ('error' in result) return failure('admin:companies.statusFailed', result.error);
      notification.success({ message: t(active ? 'companies.activated' : 'companies.deactivated') });
    }
    return [
      {
        key: 'company',
        title: t('companies.columns.company'),
        render: (_, c) => (
          <CellText strong text={c.name} note={[c.address, c.phone].filter(Boolean).join(' • ')} />
        ),
      },
      {
        key: 'type',
        title: t('companies.columns.type'),
        render: (_, c) => (
          <LightTag color={c.type === 'supplier' ? 'blue' : 'green'}>
            {t(`companies.types.${c.type}`)}
          </LightTag>
        ),
      },
      {
        key: 'country',
        title: t('companies.columns.country'),
        render: (_, c) => c.country ?? '—',
      },
      {
        key: 'status',
        title: t('companies.columns.status'),
        render: (_, c) => <ActiveTag active={c.active} labels="admin:companies.status" />,
      },
      dateColumn('created', t('companies.columns.created'), (c) => c.createdAt),
      actionsColumn('actions', t('common.actions'), (c) => (
        <TableActions>
          <LightButton size="small" onClick={() => edit(c)}>
            {t('common.edit')}
          </LightButton>
          <LightButton size="small" danger={c.active} onClick={() => void toggle(c)}>
            {t(c.active ? 'companies.deactivate' : 'companies.activate')}
          </LightButton>
        </TableActions>
      )),
    ];
  }, [t, failure, notification, updateCompany, edit]);
}
