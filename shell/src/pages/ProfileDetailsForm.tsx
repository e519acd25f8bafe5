import { useState } from 'react';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile, UpdateProfileBody } from '@marketplace/contracts';
import { apiRequest, problemMessage, showFieldErrors, useFeedback } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { ProfileFormFields, type ProfileForm } from './ProfileFormFields';

/** How long the success toast stays visible before the page reloads (spec §2.7). */
const RELOAD_DELAY_MS = 1200;

/** The profile's details and their Update button; a saved profile reloads the page (spec §2.7). */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  const { notification } = useFeedback();
  const [form] = Form.useForm<ProfileForm>();
  const [saving, setSaving] = useState(false);

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
        notification.error({ message: t('common:error'), description: problemMessage(result.error, t) });
        return;
      }
      notification.success({ message: t('common:success'), description: t('auth:profile.updated') });
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        disabled={saving}
        initialValues={{ name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' }}
        data-testid="profile-form"
      >
        <ProfileFormFields profile={profile} />
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-submit">
          {saving ? t('auth:profile.updating') : t('auth:profile.update')}
        </Button>
      </Form>
    </Card>
  );
}
