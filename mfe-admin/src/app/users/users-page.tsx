import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@marketplace/contracts';
import { lazyPage, LightFlex, useErrorToast, useListSearch, useNow } from '@marketplace/web-kit';
import { useListUsersQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import {
  INITIAL_USERS_QUERY,
  isRoleFilter,
  ROLE_FILTERS,
  ROLE_FILTER_LABEL_KEYS,
  type RoleFilter,
} from './users-query';
import { ListCard, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { useUserColumns } from './user-columns';

// Assign Company (antd's Modal and Select) loads when first opened: the list itself is drawn with
// the kit's light widgets, and the page loads no antd on its way to the screen.
const AssignCompanyDialog = lazyPage(() => import('./assign-company-dialog'), 'AssignCompanyDialog');

/** Admin › Users (spec §2.6): search and role filter run on the server; the table pages locally. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { search, box: searchBox } = useListSearch(INITIAL_USERS_QUERY.search);
  const [role, setRole] = useState<RoleFilter>(INITIAL_USERS_QUERY.role);
  const { data, error, isFetching } = useListUsersQuery({ search, role });
  const [assigning, setAssigning] = useState<AdminUserRow | null>(null);

  useErrorToast(error, 'admin:users.loadFailed');
  const now = useNow();

  const columns = useUserColumns({ now, assign: setAssigning });

  return (
    <LightFlex vertical gap="middle">
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <ListCard<AdminUserRow>
        name="users"
        search={{ ...searchBox, placeholder: t('users.searchPlaceholder') }}
        filter={
          <SegmentedFilter<RoleFilter>
            testId="users-role-filter"
            label={t('users.roleFilter.label')}
            value={role}
            onChange={(value) => isRoleFilter(value) && setRole(value)}
            options={ROLE_FILTERS.map((value) => ({ value, label: t(ROLE_FILTER_LABEL_KEYS[value]) }))}
          />
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('users.empty')}
        footer={data && t('users.total', { count: data.total })}
      />
      {assigning && (
        <Suspense fallback={null}>
          <AssignCompanyDialog user={assigning} onClose={() => setAssigning(null)} />
        </Suspense>
      )}
    </LightFlex>
  );
}
