import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage } from '@marketplace/i18n';
import type { SignInBody, SignUpBody } from '@marketplace/contracts';
import { problemMessage } from '@marketplace/web-kit/core';
import { sessionController } from '../session/sessionController';
import { startAreaOfSignIn } from '../app/start-area';
import { readRemotesConfig } from '../remotes/manifest-prefetch';
import type { SignUpDraft, TabKey } from './AuthFields';
import { useCheckedValues, type Errors } from './useCheckedValues';

const EMPTY_SIGN_UP: SignUpDraft = { name: '', email: '', password: '' };

// The toasts are antd: they load only when there is something to say, to keep /auth's first load small.
function toast(kind: 'success' | 'error', message: string, description: string) {
  void import(/* webpackChunkName: "auth-toasts" */ '../auth-kit/toasts').then((m) =>
    m.showToast(kind, message, description),
  );
}

// What antd's `type: 'email'` rule accepts, roughly: the server validates for real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What each form says of its values, in the page's language. */
function authValidators(t: TFunction) {
  const emailError = (email: string) =>
    !email.trim()
      ? t('auth:validation.emailRequired')
      : EMAIL.test(email.trim())
        ? undefined
        : t('auth:validation.emailInvalid');
  const passwordError = (password: string) => (password ? undefined : t('auth:validation.passwordRequired'));
  return {
    signIn: (values: SignInBody): Errors<SignInBody> => ({
      email: emailError(values.email),
      password: passwordError(values.password),
    }),
    signUp: (values: SignUpDraft): Errors<SignUpDraft> => ({
      name: values.name.trim() ? undefined : t('auth:validation.fullNameRequired'),
      email: emailError(values.email),
      password: passwordError(values.password),
      role: values.role ? undefined : t('auth:validation.roleRequired'),
    }),
  };
}

/** /auth's state: the tab shown, both forms, and what submitting each does. */
export function useAuthForms() {
  const { t } = useTranslation(['auth', 'common']);
  const [tab, setTab] = useState<TabKey>('sign-in');
  const [submitting, setSubmitting] = useState(false);
  const validate = authValidators(t);
  const signInForm = useCheckedValues<SignInBody>({ email: '', password: '' }, validate.signIn);
  const signUpForm = useCheckedValues<SignUpDraft>(EMPTY_SIGN_UP, validate.signUp);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!signInForm.check()) return;
    setSubmitting(true);
    try {
      // Where the remotes are deployed is needed whoever signs in: read it with the sign-in.
      void readRemotesConfig().catch(() => undefined); // read again, and reported, by the area
      const outcome = await sessionController.signIn(
        { ...signInForm.values, email: signInForm.values.email.trim() },
        startAreaOfSignIn,
      );
      if (!outcome.ok) toast('error', t('auth:toast.signInFailed'), problemMessage(outcome.problem, t));
    } finally {
      setSubmitting(false);
    }
  }

  async function signUp(event: FormEvent) {
    event.preventDefault();
    const draft = signUpForm.values;
    if (!signUpForm.check() || !draft.role) return;
    setSubmitting(true);
    try {
      const values: SignUpBody = {
        ...draft,
        role: draft.role,
        email: draft.email.trim(),
        // The confirmation mail is written in the language the page is read in.
        language: currentLanguage(),
      };
      const outcome = await sessionController.signUp(values);
      if (!outcome.ok) {
        toast('error', t('auth:toast.signUpFailed'), problemMessage(outcome.problem, t));
        return;
      }
      toast('success', t('auth:toast.success'), t('auth:toast.signUpSuccess'));
      signInForm.reset({ email: values.email, password: '' });
      signUpForm.reset(EMPTY_SIGN_UP);
      setTab('sign-in');
    } finally {
      setSubmitting(false);
    }
  }

  return { tab, setTab, submitting, signInForm, signUpForm, signIn, signUp };
}
