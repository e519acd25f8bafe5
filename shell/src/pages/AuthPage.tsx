import { lazy, Suspense, useEffect, useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@marketplace/i18n';
import type { SignInBody, SignUpBody } from '@marketplace/contracts';
import { problemMessage, TabStrip, useSession, type TabStripItem } from '@marketplace/web-kit/core';
import { sessionController } from '../session/sessionController';
import { LanguageSelect } from '../layout/LanguageSelect';
import { removePrerenderedPage } from './prerendered-page';
import { prefetchSignedInApp } from './sign-in-prefetch';
import { startAreaOfSignIn } from '../app/start-area';
import { readRemotesConfig } from '../remotes/manifest-prefetch';

type TabKey = 'sign-in' | 'sign-up';
type Errors<T> = Partial<Record<keyof T, string>>;
/** The sign-up form before a role is picked. */
type SignUpDraft = Omit<SignUpBody, 'role'> & { role?: SignUpBody['role'] };
const EMPTY_SIGN_UP: SignUpDraft = { name: '', email: '', password: '' };

/*
 * /auth is the first page most people load, often on a phone: it is built without antd (plain
 * elements styled like antd in styles.css, "auth-…" classes) so that its first load stays small
 * (docs/conventions.md, "First load"). antd arrives only when needed: the toasts when there is
 * something to say, the role picker with the Sign Up tab.
 */
const RoleSelect = lazy(() => import(/* webpackChunkName: "auth-role-select" */ '../auth-kit/RoleSelect'));

function toast(kind: 'success' | 'error', message: string, description: string) {
  void import(/* webpackChunkName: "auth-toasts" */ '../auth-kit/toasts').then((m) =>
    m.showToast(kind, message, description),
  );
}

// What antd's `type: 'email'` rule accepts, roughly: the server validates for real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`auth-field${error ? ' auth-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div className="auth-field-error" role="alert" id={`${id}_help`}>
          {error}
        </div>
      )}
    </div>
  );
}

/** A text input of the forms: its name, its HTML type and autofill, the keys of its label and placeholder. */
interface TextInput<Name extends string> {
  name: Name;
  type?: 'email' | 'password';
  autoComplete: string;
  label: string;
  placeholder: string;
}

const EMAIL_INPUT: TextInput<'email'> = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  label: 'auth:email',
  placeholder: 'auth:emailPlaceholder',
};
const passwordInput = (autoComplete: 'current-password' | 'new-password'): TextInput<'password'> => ({
  name: 'password',
  type: 'password',
  autoComplete,
  label: 'auth:password',
  placeholder: 'auth:passwordPlaceholder',
});
const SIGN_IN_INPUTS = [EMAIL_INPUT, passwordInput('current-password')];
const SIGN_UP_INPUTS = [
  { name: 'name', autoComplete: 'name', label: 'auth:fullName', placeholder: 'auth:fullNamePlaceholder' },
  EMAIL_INPUT,
  passwordInput('new-password'),
] satisfies TextInput<keyof SignUpDraft>[];

/** The labelled inputs of one of the two forms: their ids and test ids carry the form's name. */
function TextFields<T extends object, Name extends keyof T & string>({
  form,
  inputs,
  state,
}: {
  form: TabKey;
  inputs: TextInput<Name>[];
  state: CheckedValues<T>;
}) {
  const { t } = useTranslation('auth');
  return inputs.map(({ name, type, autoComplete, label, placeholder }) => {
    const id = `${form}_${name}`;
    const error = state.errors[name];
    return (
      <Field key={name} id={id} label={t(label)} error={error}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          placeholder={t(placeholder)}
          data-testid={`${form}-${name}`}
          value={String(state.values[name] ?? '')}
          aria-invalid={Boolean(error)}
          onChange={(e) => state.change(name, e.target.value as T[Name])}
        />
      </Field>
    );
  });
}

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

interface CheckedValues<T> {
  values: T;
  errors: Errors<T>;
  change<K extends keyof T>(key: K, value: T[K]): void;
  /** Shows every error; true when there is none. */
  check(): boolean;
  reset(next: T): void;
}

/**
 * A form's values and the errors it shows. Like antd's forms: once a field showed an error, it
 * is checked again as it changes.
 */
function useCheckedValues<T extends object>(empty: T, validate: (values: T) => Errors<T>): CheckedValues<T> {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Errors<T>>({});
  return {
    values,
    errors,
    change<K extends keyof T>(key: K, value: T[K]) {
      const next = { ...values, [key]: value };
      setValues(next);
      if (errors[key]) setErrors({ ...errors, [key]: validate(next)[key] });
    },
    check() {
      const found = validate(values);
      setErrors(found);
      return !hasErrors(found);
    },
    reset(next: T) {
      setValues(next);
      setErrors({});
    },
  };
}

function SubmitButton({
  loading,
  children,
  testId,
}: {
  loading: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button type="submit" className="auth-button" disabled={loading} data-testid={testId}>
      {loading && <span className="auth-button-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** /auth (spec §2.3): sign in and sign up. Signed-in users are sent to `/` by the route. */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const session = useSession();
  const [tab, setTab] = useState<TabKey>('sign-in');
  const [submitting, setSubmitting] = useState(false);
  // The same page, painted from index.html before this code arrived, goes as this one appears.
  useLayoutEffect(removePrerenderedPage, []);
  // While the form is filled in, the signed-in app downloads (not run) once this page is idle.
  useEffect(prefetchSignedInApp, []);
  // Identity sends a used or unknown confirmation link here; say so instead of a silent sign-in page.
  const [searchParams] = useSearchParams();
  const verifyInvalid = searchParams.get('verify') === 'invalid';

  const emailError = (email: string) =>
    !email.trim()
      ? t('auth:validation.emailRequired')
      : EMAIL.test(email.trim())
        ? undefined
        : t('auth:validation.emailInvalid');
  const passwordError = (password: string) => (password ? undefined : t('auth:validation.passwordRequired'));

  function validateSignIn(values: SignInBody): Errors<SignInBody> {
    return { email: emailError(values.email), password: passwordError(values.password) };
  }

  function validateSignUp(values: SignUpDraft): Errors<SignUpDraft> {
    return {
      name: values.name.trim() ? undefined : t('auth:validation.fullNameRequired'),
      email: emailError(values.email),
      password: passwordError(values.password),
      role: values.role ? undefined : t('auth:validation.roleRequired'),
    };
  }

  const signInForm = useCheckedValues<SignInBody>({ email: '', password: '' }, validateSignIn);
  const signUpForm = useCheckedValues<SignUpDraft>(EMPTY_SIGN_UP, validateSignUp);

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

  const signInTab = (
    // Field ids carry the form's name (sign-in_email): both tabs have email and password fields.
    <form onSubmit={signIn} noValidate data-testid="sign-in-form" className="auth-form">
      <fieldset disabled={submitting}>
        <TextFields form="sign-in" inputs={SIGN_IN_INPUTS} state={signInForm} />
      </fieldset>
      <SubmitButton loading={submitting} testId="sign-in-submit">
        {t('auth:signIn')}
      </SubmitButton>
      <div className="auth-secondary-link">
        <Link to="/auth/forgot-password" data-testid="forgot-password-link">
          {t('auth:forgotPassword')}
        </Link>
      </div>
    </form>
  );

  const roleOptions = [
    { value: 'buyer', label: t('auth:roleBuyer') },
    { value: 'supplier', label: t('auth:roleSupplier') },
  ];
  const signUpTab = (
    <form onSubmit={signUp} noValidate data-testid="sign-up-form" className="auth-form">
      <fieldset disabled={submitting}>
        <TextFields form="sign-up" inputs={SIGN_UP_INPUTS} state={signUpForm} />
        <Field id="sign-up_role" label={t('auth:role')} error={signUpForm.errors.role}>
          <Suspense fallback={<div className="auth-select-placeholder">{t('auth:rolePlaceholder')}</div>}>
            <RoleSelect
              id="sign-up_role"
              value={signUpForm.values.role}
              onChange={(role) => signUpForm.change('role', role as SignUpBody['role'])}
              placeholder={t('auth:rolePlaceholder')}
              options={roleOptions}
              invalid={Boolean(signUpForm.errors.role)}
              disabled={submitting}
            />
          </Suspense>
        </Field>
      </fieldset>
      <SubmitButton loading={submitting} testId="sign-up-submit">
        {t('auth:signUp')}
      </SubmitButton>
    </form>
  );

  const tabs: TabStripItem<TabKey>[] = [
    { key: 'sign-in', label: t('auth:signIn'), testId: 'tab-sign-in' },
    {
      key: 'sign-up',
      label: t('auth:signUp'),
      testId: 'tab-sign-up',
      // The role picker (antd) starts loading as soon as Sign Up is in view.
      onPointerEnter: () => void import('../auth-kit/RoleSelect'),
    },
  ];
  const busy = session.status === 'loading' || submitting;

  return (
    <div className="auth-page">
      <div className="auth-language">
        <LanguageSelect />
      </div>
      <div className="auth-card" data-testid="auth-card">
        <div className="auth-spin" data-testid="auth-spinner" aria-busy={busy} data-spinning={busy}>
          <div className="auth-heading">
            <svg
              className="auth-logo"
              viewBox="64 64 896 896"
              width="1em"
              height="1em"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M922.9 701.9H327.4l29.9-60.9 496.8-.9c16.8 0 31.2-12 34.2-28.6l68.8-385.1c1.8-10.1-.9-20.5-7.5-28.4a34.99 34.99 0 00-26.6-12.5l-632-2.1-5.4-25.4c-3.4-16.2-18-28-34.6-28H96.5a35.3 35.3 0 100 70.6h125.9L246 312.8l58.1 281.3-74.8 122.1a34.96 34.96 0 00-3 36.8c6 11.9 18.1 19.4 31.5 19.4h62.8a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7h161.1a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7H923c19.4 0 35.3-15.8 35.3-35.3a35.42 35.42 0 00-35.4-35.2zM305.7 253l575.8 1.9-56.4 315.8-452.3.8L305.7 253zm96.9 612.7c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6zm325.1 0c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6z" />
            </svg>
            <h2 className="auth-title">{t('common:productTitle')}</h2>
            <span className="auth-subtitle">{t('common:productSubtitle')}</span>
          </div>
          {verifyInvalid && (
            <div className="auth-alert" role="alert" data-testid="verify-invalid">
              {t('auth:verifyInvalid')}
            </div>
          )}
          <TabStrip items={tabs} activeKey={tab} onChange={setTab} centered />
          <div role="tabpanel">{tab === 'sign-in' ? signInTab : signUpTab}</div>
          {busy && <div className="auth-spin-overlay" aria-hidden="true" />}
        </div>
      </div>
    </div>
  );
}
