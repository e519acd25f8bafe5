import { Suspense, useMemo, useState } from 'react';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@marketplace/contracts';
import {
  lazyPage,
  LightFlex,
  LightTag,
  LightText,
  relativeTime,
  SvgIcon,
  useErrorToast,
  useListSearch,
  useNow,
} from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  EmailText,
  type DataColumn,
  IconAction,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useListUsersQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
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
import { ListCard, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { InitialAvatar } from '../ui/initial-avatar';

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

  const columns = useMemo<DataColumn<AdminUserRow>[]>(
    () => [
      {
        key: 'user',
        title: t('users.columns.user'),
        render: (_, row) => (
          <LightFlex align="center" gap="small">
            <InitialAvatar initial={avatarInitial(row.name)} />
            <LightText strong>{row.name}</LightText>
          </LightFlex>
        ),
      },
      {
        key: 'email',
        title: t('users.columns.email'),
        dataIndex: 'email',
        render: (email: string) => <EmailText email={email} />,
      },
      {
        key: 'role',
        title: t('users.columns.role'),
        render: (_, row) => (
          <LightTag color={ROLE_TAG_COLORS[row.role]}>{t(`common:roles.${row.role}`)}</LightTag>
        ),
      },
      {
        key: 'company',
        title: t('users.columns.company'),
        render: (_, row) => {
          const company = userCompany(row);
          if (!company) return '—';
          const type = company.type && t(`users.companyTypes.${company.type}`);
          // A buying team's approver is named beside the company's type ("Buyer · Approver");
          // members, every buyer's part unless said, are not.
          const note = row.teamRole === 'approver' ? `${type} · ${t('assign.teamRoles.approver')}` : type;
          return <CellText text={company.name} note={note} />;
        },
      },
      dateColumn('joined', t('users.columns.joined'), (row) => row.createdAt),
      {
        key: 'lastActive',
        title: t('users.columns.lastActive'),
        // relativeTime reads 'Never' for a user who was never active.
        render: (_, row) => relativeTime(row.lastActiveAt, now, t),
      },
      actionsColumn('actions', t('users.columns.actions'), (row) => (
        <IconAction
          label={t('assign.button')}
          icon={<SvgIcon icon={ApartmentOutlined} />}
          testId="assign-company"
          onClick={() => setAssigning(row)}
        />
      )),
    ],
    [t, now],
  );

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
