import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, UpdateProfileBody } from '@marketplace/contracts';
import { isSupportedLanguage } from '@marketplace/i18n';
import { apiRequest, sessionStore } from '@marketplace/web-kit';
import { PROFILE_URL } from '../session/sessionController';

/**
 * The app's language goes into the signed-in user's profile: identity writes their
 * e-mails in it. Saved when the user switches while signed in, and at sign-in when the app speaks
 * another language than the profile holds (a choice made on the sign-in page, a new account,
 * which starts in English). One attempt per user and language: a refusal is not retried in a loop.
 */
export function useLanguageSavedToProfile(profile: Profile | null): void {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : null;
  const attempted = useRef<string | null>(null);
  const userId = profile?.id;
  const saved = profile?.language;

  useEffect(() => {
    if (!userId || !language || saved === language) return;
    const attempt = `${userId}:${language}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    const body: UpdateProfileBody = { language };
    void apiRequest({ url: PROFILE_URL, method: 'PATCH', body }).then((result) => {
      const current = sessionStore.getSnapshot().profile;
      if (!result.error && current?.id === userId) sessionStore.setSignedIn({ ...current, language });
    });
  }, [userId, saved, language]);
}
