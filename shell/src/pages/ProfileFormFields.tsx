import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@marketplace/contracts';
import { formatDate, relativeTime } from '@marketplace/web-kit';

/** What the profile form edits: the rest of the profile is shown read-only. */
export interface ProfileForm {
  name: string;
  phone: string;
  address: string;
}

/** A value the person sees on their profile but cannot change here. */
function ReadOnlyField({
  md,
  label,
  help,
  value,
  testId,
}: {
  md: number;
  label: string;
  help?: string;
  value: string;
  testId: string;
}) {
  return (
    <Col xs={24} md={md}>
      <Form.Item label={label} help={help}>
        <Input value={value} readOnly variant="filled" data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

/** The fields the person edits beside those they cannot, and when they were last active. */
export function ProfileFormFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  const lastActive = profile.lastActiveAt
    ? `${formatDate(profile.lastActiveAt)} (${relativeTime(profile.lastActiveAt)})`
    : t('common:never');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('auth:profile.name')}
          rules={[{ required: true, whitespace: true, message: t('auth:profile.nameRequired') }]}
        >
          <Input data-testid="profile-name" />
        </Form.Item>
      </Col>
      <ReadOnlyField
        md={12}
        label={t('auth:profile.email')}
        help={t('auth:profile.emailHint')}
        value={profile.email}
        testId="profile-email"
      />
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('auth:profile.phone')}>
          <Input data-testid="profile-phone" />
        </Form.Item>
      </Col>
      <ReadOnlyField
        md={12}
        label={t('auth:profile.role')}
        help={t('auth:profile.roleHint')}
        value={t(`common:roles.${profile.role}`)}
        testId="profile-role"
      />
      <Col xs={24}>
        <Form.Item name="address" label={t('auth:profile.address')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="profile-address" />
        </Form.Item>
      </Col>
      <ReadOnlyField
        md={8}
        label={t('auth:profile.companyName')}
        value={profile.company?.name ?? t('auth:profile.notAssigned')}
        testId="profile-company"
      />
      <ReadOnlyField
        md={8}
        label={t('auth:profile.taxNumber')}
        value={profile.company?.taxNumber ?? ''}
        testId="profile-tax-number"
      />
      <ReadOnlyField
        md={8}
        label={t('auth:profile.country')}
        value={profile.company?.country ?? ''}
        testId="profile-country"
      />
      <Col xs={24}>
        <Form.Item label={t('auth:profile.lastActive')}>
          <Typography.Text data-testid="profile-last-active">{lastActive}</Typography.Text>
        </Form.Item>
      </Col>
    </Row>
  );
}
