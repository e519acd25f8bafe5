import type { FieldError } from '@marketplace/contracts';
import { toProblem } from '../api/problem';

/** Any i18next-style `t` (react-i18next's `useTranslation().t` or `i18n.t`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Translate = (key: string, options?: any) => unknown;

const MISSING = '\u0000missing';

/** The translation of `key`, or null when there is none (or the key names a group, not a text). */
export function translateIfExists(
  t: Translate,
  key: string,
  options: Record<string, unknown> = {},
): string | null {
  const value = t(key, { ...options, defaultValue: MISSING, returnObjects: true });
  return typeof value === 'string' && value !== MISSING && value !== key ? value : null;
}

/** The text of one field error: the translated field code, else the server's message. */
export function fieldErrorMessage(error: FieldError, t: Translate): string {
  return translateIfExists(t, `errors:field.${error.code}`) ?? error.message;
}

/** Services prefix field paths with where they came from (`body.password`); forms know `password`. */
export function fieldName(path: string): string {
  return path.replace(/^(?:body|query|params)\./, '');
}

/** Field errors by field name, ready for antd `form.setFields`. */
export function problemFieldErrors(problem: unknown, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of toProblem(problem).errors ?? [])
    out[fieldName(error.path)] ??= fieldErrorMessage(error, t);
  return out;
}

/** A form that shows errors under its fields: antd's `FormInstance` (its `setFields`). */
export interface FieldErrorsForm<Name> {
  setFields(fields: { name: Name; errors: string[] }[]): void;
}

/**
 * Shows a refused body's field errors under the form's fields. The server names them as the form
 * does (the body is the form's values), so each name is taken as one of the form's.
 */
export function showFieldErrors<Name>(form: FieldErrorsForm<Name>, problem: unknown, t: Translate): void {
  form.setFields(
    Object.entries(problemFieldErrors(problem, t)).map(([name, error]) => ({
      name: name as Name,
      errors: [error],
    })),
  );
}

/**
 * What to tell the user about a failed request, in their language: the translated `code`
 * (`errors:<code>`), else the server's `detail`, else a generic text. Field errors are appended
 * as `path: message`.
 */
export function problemMessage(problem: unknown, t: Translate): string {
  const p = toProblem(problem);
  const main =
    translateIfExists(t, `errors:${p.code}`, p.params ?? {}) ??
    p.detail ??
    translateIfExists(t, 'errors:generic') ??
    p.title;
  const fields = (p.errors ?? []).map(
    (error) => `${fieldName(error.path) || '—'}: ${fieldErrorMessage(error, t)}`,
  );
  return fields.length ? `${main} ${fields.join('; ')}` : main;
}
