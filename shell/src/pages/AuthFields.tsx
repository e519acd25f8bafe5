import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignUpBody } from '@marketplace/contracts';
import type { CheckedValues } from './useCheckedValues';

/*
 * The plain fields of /auth's two forms: /auth is built without antd (plain elements styled like
 * antd in styles.css, "auth-…" classes) so that its first load stays small.
 */

/** The tabs of /auth, one per form; the form's name prefixes its fields' ids and test ids. */
export type TabKey = 'sign-in' | 'sign-up';
/** The sign-up form before a role is picked. */
export type SignUpDraft = Omit<SignUpBody, 'role'> & { role?: SignUpBody['role'] };

export function Field({
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
export const SIGN_IN_INPUTS = [EMAIL_INPUT, passwordInput('current-password')];
export const SIGN_UP_INPUTS = [
  { name: 'name', autoComplete: 'name', label: 'auth:fullName', placeholder: 'auth:fullNamePlaceholder' },
  EMAIL_INPUT,
  passwordInput('new-password'),
] satisfies TextInput<keyof SignUpDraft>[];

/** The labelled inputs of one of the two forms: their ids and test ids carry the form's name. */
export function TextFields<T extends object, Name extends keyof T & string>({
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

export function SubmitButton({
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
