import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@marketplace/contracts';
import { formatDate } from '@marketplace/web-kit';
import { useListCompaniesQuery, useUpdateCompanyMutation, type CompaniesQuery } from '../api/admin-api';
import { PageHeader } from '../common/page-header';
import { useAdminToasts, useLoadFailureToast } from '../common/use-admin-toasts';
import { useDebouncedValue } from '@marketplace/web-kit';
import { CompanyDialog } from './company-dialog';

const TYPE_FILTERS = [
  { value: 'all', label: 'companies.typeFilter.all' },
  { value: 'buyer', label: 'companies.typeFilter.buyers' },
  { value: 'supplier', label: 'companies.typeFilter.suppliers' },
] as const;
type TypeFilter = CompaniesQuery['type'];

/** Admin › Companies (spec §2.6): search, All/Buyers/Suppliers, add, edit, activate/deactivate. */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const [searchInput, setSearchInput] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const search = useDebouncedValue(searchInput, 300).trim();
  const { data, error, isFetching } = useListCompaniesQuery({ search, type });
  useLoadFailureToast(error, 'companies.loadFailed');
  const [dialog, setDialog] = useState<{ open: boolean; company: AdminCompany | null }>({
    open: false,
    company: null,
  });
  const [updateCompany] = useUpdateCompanyMutation();

  const columns = useMemo<TableColumnsType<AdminCompany>>(() => {
    async function toggle(company: AdminCompany) {
      const active = !company.active;
      const result = await updateCompany({ id: company.id, body: { active } });
      if ('error' in result) return toasts.failure(t('companies.statusFailed'), result.error);
      toasts.success(t(active ? 'companies.activated' : 'companies.deactivated'));
    }
    return [
      {
        key: 'company',
        title: t('companies.columns.company'),
        ellipsis: true,
        render: (_, c) => (
          <Flex vertical>
            <Typography.Text strong>{c.name}</Typography.Text>
            {(c.address || c.phone) && (
              <Typography.Text type="secondary" ellipsis>
                {[c.address, c.phone].filter(Boolean).join(' • ')}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        key: 'type',
        width: 120,
        title: t('companies.columns.type'),
        render: (_, c) => (
          <Tag color={c.type === 'supplier' ? 'blue' : 'green'}>{t(`companies.types.${c.type}`)}</Tag>
        ),
      },
      {
        key: 'country',
        width: 150,
        title: t('companies.columns.country'),
        render: (_, c) => c.country ?? '—',
      },
      {
        key: 'status',
        width: 110,
        title: t('companies.columns.status'),
        render: (_, c) => (
          <Tag color={c.active ? 'success' : 'default'}>
            {t(c.active ? 'companies.status.active' : 'companies.status.inactive')}
          </Tag>
        ),
      },
      {
        key: 'created',
        width: 130,
        title: t('companies.columns.created'),
        render: (_, c) => formatDate(c.createdAt),
      },
      {
        key: 'actions',
        width: 200,
        title: t('common.actions'),
        render: (_, c) => (
          <Space>
            <Button size="small" onClick={() => setDialog({ open: true, company: c })}>
              {t('common.edit')}
            </Button>
            <Button size="small" danger={c.active} onClick={() => void toggle(c)}>
              {t(c.active ? 'companies.deactivate' : 'companies.activate')}
            </Button>
          </Space>
        ),
      },
    ];
  }, [t, toasts, updateCompany]);

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('companies.title')}
        subtitle={t('companies.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="companies-add"
            onClick={() => setDialog({ open: true, company: null })}
          >
            {t('companies.add')}
          </Button>
        }
      />
      <Card>
        <Flex vertical gap="middle">
          <Flex wrap gap="middle" justify="space-between" align="center">
            <Input
              data-testid="companies-search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('companies.searchPlaceholder')}
              aria-label={t('companies.searchPlaceholder')}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              style={{ maxWidth: 360 }}
            />
            <div
              data-testid="companies-type-filter"
              role="group"
              aria-label={t('companies.typeFilter.label')}
            >
              <Segmented<TypeFilter>
                value={type}
                onChange={setType}
                options={TYPE_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
              />
            </div>
          </Flex>
          <div data-testid="companies-table">
            <Table<AdminCompany>
              rowKey="id"
              columns={columns}
              dataSource={data?.items ?? []}
              loading={isFetching}
              locale={{ emptyText: t('companies.empty') }}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              tableLayout="fixed"
              scroll={{ x: 900 }}
              footer={data ? () => t('common.total', { count: data.total }) : undefined}
            />
          </div>
        </Flex>
      </Card>
      <CompanyDialog
        open={dialog.open}
        company={dialog.company}
        onClose={() => setDialog({ open: false, company: null })}
      />
    </Flex>
  );
}
