import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionController } from '../session/sessionController';
import { useFeedback } from '@marketplace/web-kit';

/** Sign out, then /auth; a failure is the spec §8 toast 'Error' / 'Failed to sign out'. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { t } = useTranslation('auth');
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const outcome = await sessionController.signOut();
      if (outcome.ok) navigate('/auth', { replace: true });
      else
        notification.error({ message: t('toast.signOutErrorTitle'), description: t('toast.signOutError') });
    } finally {
      setSigningOut(false);
    }
  }, [navigate, notification, t]);
  return { signOut, signingOut };
}
