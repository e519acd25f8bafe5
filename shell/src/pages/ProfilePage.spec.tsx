import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@marketplace/contracts';
import { userProfile } from '@marketplace/contracts/fixtures';
import { translatorIn } from '@marketplace/i18n';
import { LightUiProvider, sessionStore } from '@marketplace/web-kit';
import { ProfilePage } from './ProfilePage';

const profile = userProfile({
  authId: 'p1',
  name: 'Eva',
  email: 'eva@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
});

async function emailSwitch(language: Language, emailNotifications: boolean) {
  sessionStore.setSignedIn({ ...profile, emailNotifications });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={await translatorIn(language)}>
      <LightUiProvider>
        <ProfilePage />
      </LightUiProvider>
    </I18nextProvider>,
  );
  const button = /<button[^>]*data-testid="email-notifications"[^>]*>/.exec(html)?.[0] ?? '';
  const id = /id="([^"]+)"/.exec(button)?.[1];
  const label = new RegExp(`<label for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
  return {
    checked: /aria-checked="(true|false)"/.exec(button)?.[1],
    role: /role="(\w+)"/.exec(button)?.[1],
    label,
  };
}

describe('the profile page', () => {
  afterAll(() => sessionStore.setSignedOut());

  it('has a named switch for notifications by e-mail, showing the profile’s setting', async () => {
    expect(await emailSwitch('en', true)).toEqual({
      checked: 'true',
      role: 'switch',
      label: 'Email me my notifications',
    });
    expect(await emailSwitch('pt', false)).toEqual({
      checked: 'false',
      role: 'switch',
      label: 'Receber as notificações por e-mail',
    });
  });
});
