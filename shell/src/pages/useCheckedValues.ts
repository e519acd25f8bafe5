import { useState } from 'react';

/** The error each field of a form shows, if any. */
export type Errors<T> = Partial<Record<keyof T, string>>;

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

export interface CheckedValues<T> {
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
export function useCheckedValues<T extends object>(
  empty: T,
  validate: (values: T) => Errors<T>,
): CheckedValues<T> {
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
