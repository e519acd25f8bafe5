import { lazy, Suspense, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignInBody, SignUpBody } from '@marketplace/contracts';
import {
  Field,
  SIGN_IN_INPUTS,
  SIGN_UP_INPUTS,
  SubmitButton,
  TextFields,
  type SignUpDraft,
} from './AuthFields';
import type { CheckedValues } from './useCheckedValues';

/*
 * The role picker is antd: it arrives with the Sign Up tab, not with /auth's first load
 * (docs/conventions.md, "First load").
 */
const RoleSelect = lazy(() => import(/* webpackChunkName: "auth-role-select" */ '../auth-kit/RoleSelect'));

interface FormProps<T> {
  form: CheckedValues<T>;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
}

export function SignInForm({ form, submitting, onSubmit }: FormProps<SignInBody>) {
  const { t } = useTranslation('auth');
  return (
    // Field ids carry the form's name (sign-in_email): both tabs have email and password fields.
    <form onSubmit={onSubmit} noValidate data-testid="sign-in-form" className="auth-form">
      <fieldset disabled={submitting}>
        <TextFields form="sign-in" inputs={SIGN_IN_INPUTS} state={form} />
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
}

export function SignUpForm({ form, submitting, onSubmit }: FormProps<SignUpDraft>) {
  const { t } = useTranslation('auth');
  const roleOptions = [
    { value: 'buyer', label: t('auth:roleBuyer') },
    { value: 'supplier', label: t('auth:roleSupplier') },
  ];
  return (
    <form onSubmit={onSubmit} noValidate data-testid="sign-up-form" className="auth-form">
      <fieldset disabled={submitting}>
        <TextFields form="sign-up" inputs={SIGN_UP_INPUTS} state={form} />
        <Field id="sign-up_role" label={t('auth:role')} error={form.errors.role}>
          <Suspense fallback={<div className="auth-select-placeholder">{t('auth:rolePlaceholder')}</div>}>
            <RoleSelect
              id="sign-up_role"
              value={form.values.role}
              onChange={(role) => form.change('role', role as SignUpBody['role'])}
              placeholder={t('auth:rolePlaceholder')}
              options={roleOptions}
              invalid={Boolean(form.errors.role)}
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
}
