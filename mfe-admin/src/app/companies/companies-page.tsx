import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import { lazyPage, LightFlex, useErrorToast, useListSearch, OnceOpened } from '@marketplace/web-kit';
import { useListCompaniesQuery, type CompaniesQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ListCard, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { useCompanyColumns } from './company-columns';

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
  const { search, box: searchBox } = useListSearch();
  const [type, setType] = useState<TypeFilter>('all');
  const { data, error, isFetching } = useListCompaniesQuery({ search, type });
  useErrorToast(error, 'admin:companies.loadFailed');
  const [dialog, setDialog] = useState<{ open: boolean; company: AdminCompany | null }>({
    open: false,
    company: null,
  });

  // Stable, so that the table's columns are not rebuilt on every render.
  const edit = useCallback((company: AdminCompany) => setDialog({ open: true, company }), []);
  const columns = useCompanyColumns(edit);

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
