import { useId, useState } from 'react';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile, UpdateProfileBody } from '@marketplace/contracts';
import { apiRequest, problemMessage, sessionStore, useFeedback } from '@marketplace/web-kit';
import { PROFILE_URL } from '../session/sessionController';

/**
 * Notifications by e-mail on or off, saved as soon as it is switched; the bell keeps
 * them either way. Shown switched at once, and switched back if the profile refuses the change.
 */
export function EmailNotificationsSetting({ profile }: { profile: Profile }) {
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
