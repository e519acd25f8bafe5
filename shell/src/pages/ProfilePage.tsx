import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@marketplace/contracts';
import { useSession } from '@marketplace/web-kit';
import { ApiKeysCard, holdsApiKeys } from '../integrations/ApiKeysCard';
import { WebhooksCard } from '../integrations/WebhooksCard';
import { EmailNotificationsSetting } from './EmailNotificationsSetting';
import { ProfileAvatarCard } from './ProfileAvatarCard';
import { ProfileDetailsForm } from './ProfileDetailsForm';

/** /profile (spec §2.7). */
export function ProfilePage() {
  const { profile } = useSession();
  if (!profile) return null;
  return <ProfileEditor key={profile.id} profile={profile} />;
}

/** The profile's cards; keyed by the profile, so another person signing in starts them afresh. */
function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Flex vertical gap={16} className="profile-page" data-testid="profile-page">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('auth:profile.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('auth:profile.subtitle')}</Typography.Text>
      </div>
      <ProfileAvatarCard profile={profile} />
      <ProfileDetailsForm profile={profile} />
      <EmailNotificationsSetting profile={profile} />
      {holdsApiKeys(profile) && <ApiKeysCard />}
      {holdsApiKeys(profile) && <WebhooksCard />}
    </Flex>
  );
}
