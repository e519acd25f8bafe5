import { useEffect, useMemo, useRef, useState } from 'react';
import {
  App,
  Avatar,
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
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@marketplace/contracts';
import { formatDate, relativeTime, useDebouncedValue } from '@marketplace/web-kit';
import { useListUsersQuery } from '../api/admin-api';

import {
  avatarInitial,
  INITIAL_USERS_QUERY,
  isRoleFilter,
  ROLE_FILTERS,
  ROLE_FILTER_LABEL_KEYS,
  ROLE_TAG_COLORS,
  userCompany,
  type RoleFilter,
} from './users-query';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

/** Admin › Users (spec §2.6): search and role filter run on the server; the table pages locally. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { notification } = App.useApp();
  const [searchInput, setSearchInput] = useState(INITIAL_USERS_QUERY.search);
  const [role, setRole] = useState<RoleFilter>(INITIAL_USERS_QUERY.role);
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();
  const { data, error, isFetching } = useListUsersQuery({ search, role });

  // One toast per failed request: RTK Query hands out a new error object for each failure, and a
  // language switch (new `t`) must not repeat an old one.
  const toastedError = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toastedError.current === error) return;
    toastedError.current = error;
    console.error('Failed to load users', error);
    notification.error({ message: t('common:error'), description: t('users.loadFailed') });
  }, [error, notification, t]);

  const columns = useMemo<TableColumnsType<AdminUserRow>>(
    () => [
      {
        key: 'user',
        title: t('users.columns.user'),
        width: 220,
        ellipsis: true,
        render: (_, row) => (
          <Space>
            <Avatar>{avatarInitial(row.name)}</Avatar>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Space>
        ),
      },
      // Long addresses are cut with an ellipsis (full text on hover) so every column stays in view.
      { key: 'email', dataIndex: 'email', title: t('users.columns.email'), ellipsis: { showTitle: true } },
      {
        key: 'role',
        width: 110,
        title: t('users.columns.role'),
        render: (_, row) => <Tag color={ROLE_TAG_COLORS[row.role]}>{t(`common:roles.${row.role}`)}</Tag>,
      },
      {
        key: 'company',
        width: 180,
        ellipsis: true,
        title: t('users.columns.company'),
        render: (_, row) => {
          const company = userCompany(row);
          if (!company) return '—';
          return (
            <Flex vertical>
              <span>{company.name}</span>
              {company.type && (
                <Typography.Text type="secondary">{t(`users.companyTypes.${company.type}`)}</Typography.Text>
              )}
            </Flex>
          );
        },
      },
      {
        key: 'joined',
        width: 130,
        title: t('users.columns.joined'),
        render: (_, row) => formatDate(row.createdAt),
      },
      {
        key: 'lastActive',
        width: 130,
        title: t('users.columns.lastActive'),
        // relativeTime reads 'Never' for a user who was never active.
        render: (_, row) => relativeTime(row.lastActiveAt, Date.now(), t),
      },
    ],
    [t],
  );

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {t('users.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('users.subtitle')}</Typography.Text>
      </div>
      <Card>
        <Flex vertical gap="middle">
          <Flex wrap gap="middle" justify="space-between" align="center">
            <Input
              data-testid="users-search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('users.searchPlaceholder')}
              aria-label={t('users.searchPlaceholder')}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              style={{ maxWidth: 360 }}
            />
            <div data-testid="users-role-filter" role="group" aria-label={t('users.roleFilter.label')}>
              <Segmented<RoleFilter>
                value={role}
                onChange={(value) => isRoleFilter(value) && setRole(value)}
                options={ROLE_FILTERS.map((value) => ({ value, label: t(ROLE_FILTER_LABEL_KEYS[value]) }))}
              />
            </div>
          </Flex>
          <div data-testid="users-table">
            <Table<AdminUserRow>
              rowKey="id"
              columns={columns}
              dataSource={data?.items ?? []}
              loading={isFetching}
              locale={{ emptyText: t('users.empty') }}
              pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
              tableLayout="fixed"
              scroll={{ x: 900 }}
              footer={data ? () => t('users.total', { count: data.total }) : undefined}
            />
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}
