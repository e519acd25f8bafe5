import { useId, useState } from 'react';
import { Avatar, Button, Card, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Profile, UpdateProfileBody } from '@marketplace/contracts';
import { AVATAR_MAX_BYTES } from '@marketplace/contracts/constants';
import {
  apiRequest,
  formatDate,
  showFieldErrors,
  problemMessage,
  relativeTime,
  sessionStore,
  useSession,
  useFeedback,
} from '@marketplace/web-kit';
import { FileButton } from '@marketplace/web-kit/file-button';
import { IDENTITY, PROFILE_URL, sessionController } from '../session/sessionController';
import { ApiKeysCard, holdsApiKeys } from '../integrations/ApiKeysCard';
import { WebhooksCard } from '../integrations/WebhooksCard';

/** How long the success toast stays visible before the page reloads (spec §2.7). */
const RELOAD_DELAY_MS = 1200;

interface ProfileForm {
  name: string;
  phone: string;
  address: string;
}

/** /profile (spec §2.7). */
export function ProfilePage() {
  const { profile } = useSession();
  if (!profile) return null;
  return <ProfileEditor key={profile.id} profile={profile} />;
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  const { notification, message } = useFeedback();
  const [form] = Form.useForm<ProfileForm>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [avatarVersion, setAvatarVersion] = useState(0);

  const showError = (problem: unknown) =>
    notification.error({ message: t('common:error'), description: problemMessage(problem, t) });

  async function uploadAvatar(file: File | undefined) {
    if (!file || !file.type.startsWith('image/')) {
      notification.error({ message: t('common:error'), description: t('auth:profile.selectImage') });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notification.error({ message: t('common:error'), description: t('errors:request.too_large') });
      return;
    }
    const body = new FormData();
    body.append('avatar', file);
    setUploading(true);
    try {
      const result = await apiRequest({ url: `${IDENTITY}/profile/me/avatar`, method: 'PUT', body });
      if (result.error) return showError(result.error);
      await sessionController.userUpdated();
      setAvatarVersion((v) => v + 1);
      message.success(t('auth:profile.avatarUpdated'));
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(values: ProfileForm) {
    const body: UpdateProfileBody = {
      name: values.name.trim(),
      phone: values.phone ?? '',
      address: values.address ?? '',
    };
    setSaving(true);
    try {
      const result = await apiRequest({ url: `${IDENTITY}/profile/me`, method: 'PATCH', body });
      if (result.error) {
        showFieldErrors(form, result.error, t);
        showError(result.error);
        return;
      }
      notification.success({ message: t('common:success'), description: t('auth:profile.updated') });
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } finally {
      setSaving(false);
    }
  }

  const avatarSrc = profile.avatarUrl
    ? `${profile.avatarUrl}${profile.avatarUrl.includes('?') ? '&' : '?'}v=${avatarVersion}`
    : undefined;
  const lastActive = profile.lastActiveAt
    ? `${formatDate(profile.lastActiveAt)} (${relativeTime(profile.lastActiveAt)})`
    : t('common:never');

  return (
    <Flex vertical gap={16} className="profile-page" data-testid="profile-page">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('auth:profile.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('auth:profile.subtitle')}</Typography.Text>
      </div>
      <Card>
        <Flex align="center" gap={24} wrap>
          <Avatar size={96} src={avatarSrc} icon={<UserOutlined />} data-testid="profile-avatar" />
          <Flex vertical gap={8}>
            <Typography.Text strong>{profile.name}</Typography.Text>
            <FileButton
              accept="image/*"
              inputTestId="avatar-input"
              testId="avatar-upload"
              loading={uploading}
              onFile={(file) => void uploadAvatar(file)}
            >
              {uploading ? t('auth:profile.uploading') : t('auth:profile.uploadAvatar')}
            </FileButton>
          </Flex>
        </Flex>
      </Card>
      <Card>
        <Form<ProfileForm>
          form={form}
          layout="vertical"
          onFinish={onSubmit}
          disabled={saving}
          initialValues={{ name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' }}
          data-testid="profile-form"
        >
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
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-submit">
            {saving ? t('auth:profile.updating') : t('auth:profile.update')}
          </Button>
        </Form>
      </Card>
      <EmailNotificationsSetting profile={profile} />
      {holdsApiKeys(profile) && <ApiKeysCard />}
      {holdsApiKeys(profile) && <WebhooksCard />}
    </Flex>
  );
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

/**
 * Notifications by e-mail on or off, saved as soon as it is switched; the bell keeps
 * them either way. Shown switched at once, and switched back if the profile refuses the change.
 */
function EmailNotificationsSetting({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  const { notification, message } = useFeedback();
  const [checked, setChecked] = useState(profile.emailNotifications);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function onChange(next: boolean) {
    setChecked(next);
    setSaving(true);
    try {
      const body: UpdateProfileBody = { emailNotifications: next };
      const result = await apiRequest({ url: PROFILE_URL, method: 'PATCH', body });
      if (result.error) {
        setChecked(!next);
        notification.error({ message: t('common:error'), description: problemMessage(result.error, t) });
        return;
      }
      const current = sessionStore.getSnapshot().profile;
      if (current?.id === profile.id) sessionStore.setSignedIn({ ...current, emailNotifications: next });
      message.success(t(next ? 'auth:profile.emailNotificationsOn' : 'auth:profile.emailNotificationsOff'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('auth:profile.notifications')}>
      <Flex align="flex-start" gap={12}>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          loading={saving}
          onChange={(next) => void onChange(next)}
          aria-describedby={`${id}-hint`}
          data-testid="email-notifications"
        />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <label htmlFor={`${id}-switch`} style={{ cursor: 'pointer' }}>
            {t('auth:profile.emailNotifications')}
          </label>
          <Typography.Text type="secondary" id={`${id}-hint`}>
            {t('auth:profile.emailNotificationsHint')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
