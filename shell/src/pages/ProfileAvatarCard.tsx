import { useState } from 'react';
import { Avatar, Card, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@marketplace/contracts';
import { AVATAR_MAX_BYTES } from '@marketplace/contracts/constants';
import { apiRequest, problemMessage, useFeedback } from '@marketplace/web-kit';
import { FileButton } from '@marketplace/web-kit/file-button';
import { IDENTITY, sessionController } from '../session/sessionController';

/** The profile's picture and name, and the button that uploads a new picture. */
export function ProfileAvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  const { notification, message } = useFeedback();
  const [uploading, setUploading] = useState(false);
  // The picture keeps its address when replaced: a version in the query shows the new one.
  const [avatarVersion, setAvatarVersion] = useState(0);

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
      if (result.error)
        return notification.error({
          message: t('common:error'),
          description: problemMessage(result.error, t),
        });
      await sessionController.userUpdated();
      setAvatarVersion((v) => v + 1);
      message.success(t('auth:profile.avatarUpdated'));
    } finally {
      setUploading(false);
    }
  }

  const avatarSrc = profile.avatarUrl
    ? `${profile.avatarUrl}${profile.avatarUrl.includes('?') ? '&' : '?'}v=${avatarVersion}`
    : undefined;

  return (
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
  );
}
