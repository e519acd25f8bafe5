import { useMemo } from 'react';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@marketplace/contracts';
import { LightFlex, LightTag, LightText, relativeTime, SvgIcon } from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  EmailText,
  type DataColumn,
  IconAction,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { avatarInitial, ROLE_TAG_COLORS, userCompany } from './users-query';
import { InitialAvatar } from '../ui/initial-avatar';

/**
 * The columns of Admin › Users' table; Last active reads as of `now`, and a row's action opens
 * Assign Company (`assign`).
 */
export function useUserColumns({ now, assign }: { now: number; assign: (user: AdminUserRow) => void }) {
  const { t } = useTranslation('admin');
  return useMemo<DataColumn<AdminUserRow>[]>(
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
          onClick={() => assign(row)}
        />
      )),
    ],
    [t, now, assign],
  );
}
