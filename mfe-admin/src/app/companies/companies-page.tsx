import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import {
  lazyPage,
  LightButton,
  LightFlex,
  LightTag,
  useErrorToast,
  useFailureToast,
  useFeedback,
  useListSearch,
  OnceOpened,
} from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useListCompaniesQuery, useUpdateCompanyMutation, type CompaniesQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ListCard, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { ActiveTag } from '@marketplace/web-kit/status-tag';

const TYPE_FILTERS = [
  { value: 'all', label: 'companies.typeFilter.all' },
  { value: 'buyer', label: 'companies.typeFilter.buyers' },
  { value: 'supplier', label: 'companies.typeFilter.suppliers' },
] as const;
type TypeFilter = CompaniesQuery['type'];

// Add and Edit Company (antd's Modal and Form) load when first opened: the list itself is drawn
// with the kit's light widgets, and the page loads no antd on its way to the screen.
const CompanyDialog = lazyPage(() => import('./company-dialog'), 'CompanyDialog');

/** Admin › Companies (spec §2.6): search, All/Buyers/Suppliers, add, edit, activate/deactivate. */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const { search, box: searchBox } = useListSearch();
  const [type, setType] = useState<TypeFilter>('all');
  const { data, error, isFetching } = useListCompaniesQuery({ search, type });
  useErrorToast(error, 'admin:companies.loadFailed');
  const [dialog, setDialog] = useState<{ open: boolean; company: AdminCompany | null }>({
    open: false,
    company: null,
  });
  const [updateCompany] = useUpdateCompanyMutation();

  const columns = useMemo<DataColumn<AdminCompany>[]>(() => {
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
          <LightButton size="small" onClick={() => setDialog({ open: true, company: c })}>
            {t('common.edit')}
          </LightButton>
          <LightButton size="small" danger={c.active} onClick={() => void toggle(c)}>
            {t(c.active ? 'companies.deactivate' : 'companies.activate')}
          </LightButton>
        </TableActions>
      )),
    ];
  }, [t, failure, notification, updateCompany]);

  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('companies.title')}
        subtitle={t('companies.subtitle')}
        add={{
          label: t('companies.add'),
          testId: 'companies-add',
          onClick: () => setDialog({ open: true, company: null }),
        }}
      />
      <ListCard<AdminCompany>
        name="companies"
        search={{
          ...searchBox,
          placeholder: t('companies.searchPlaceholder'),
        }}
        filter={
          <SegmentedFilter<TypeFilter>
            testId="companies-type-filter"
            label={t('companies.typeFilter.label')}
            value={type}
            onChange={setType}
            options={TYPE_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('companies.empty')}
        footer={data && t('common.total', { count: data.total })}
      />
      {/* Kept once opened, even while closed (its form stays connected); first opened by a click,
          so never in the server's page. */}
      <OnceOpened open={dialog.open}>
        <CompanyDialog
          open={dialog.open}
          company={dialog.company}
          onClose={() => setDialog({ open: false, company: null })}
        />
      </OnceOpened>
    </LightFlex>
  );
}
