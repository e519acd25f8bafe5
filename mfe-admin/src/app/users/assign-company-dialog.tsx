import { useState } from 'react';
import { Flex, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast, useFailureToast, useFeedback } from '@marketplace/web-kit';
import type { AdminUserRow, TeamRole } from '@marketplace/contracts';
import { TEAM_ROLES } from '@marketplace/contracts/constants';
import { useAssignCompanyMutation, useListCompaniesQuery } from '../api/admin-api';

/** Select's value for "no company" (antd options need a non-null value). */
const NONE = '__none__';

/**
 * Assign Company (spec §2.6, §4): an active company, or none; a buyer joining a buying company
 * also gets their part in its buying team (a member prepares and orders within their limits,
 * an approver also approves members' orders over them and sets the limits).
 */
export function AssignCompanyDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const { data, error, isFetching } = useListCompaniesQuery({ search: '', type: 'all', active: 'true' });
  useErrorToast(error, 'admin:companies.loadFailed');
  const [choice, setChoice] = useState<string>(user.companyId ?? NONE);
  const [teamRole, setTeamRole] = useState<TeamRole>(user.teamRole ?? 'member');
  const [assign, assigning] = useAssignCompanyMutation();
  const chosen = (data?.items ?? []).find((c) => c.id === choice);
  const inTeam = user.role === 'buyer' && chosen?.type === 'buyer';

  async function save() {
    const result = await assign({
      userId: user.id,
      companyId: choice === NONE ? null : choice,
      ...(inTeam ? { teamRole } : {}),
    });
    if ('error' in result) return failure('admin:assign.failed', result.error);
    notification.success({ message: t('assign.updated') });
    onClose();
  }

  return (
    <Modal
      open
      title={t('assign.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('assign.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: assigning.isLoading, ...{ 'data-testid': 'assign-save' } }}
    >
      <Flex vertical gap="middle">
        <div>
          <Typography.Text type="secondary">{t('assign.user')}</Typography.Text>
          <div>
            <Typography.Text strong>{user.name}</Typography.Text>{' '}
            <Typography.Text>({user.email})</Typography.Text>
          </div>
        </div>
        <div>
          <Typography.Text type="secondary">{t('assign.company')}</Typography.Text>
          <Select
            data-testid="assign-company-select"
            style={{ width: '100%' }}
            showSearch
            optionFilterProp="label"
            loading={isFetching}
            placeholder={t('assign.placeholder')}
            value={choice}
            onChange={setChoice}
            options={[
              { value: NONE, label: t('assign.none') },
              ...(data?.items ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} (${t(`companies.types.${c.type}`)})`,
              })),
            ]}
          />
        </div>
        {inTeam && (
          <div>
            <Typography.Text type="secondary">{t('assign.teamRole')}</Typography.Text>
            <Select
              data-testid="assign-team-role"
              aria-label={t('assign.teamRole')}
              style={{ width: '100%' }}
              value={teamRole}
              onChange={setTeamRole}
              options={TEAM_ROLES.map((role) => ({ value: role, label: t(`assign.teamRoles.${role}`) }))}
            />
            <Typography.Text type="secondary">{t(`assign.teamRoleHelp.${teamRole}`)}</Typography.Text>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
