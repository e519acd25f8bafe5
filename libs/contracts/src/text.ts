import { z } from 'zod';
import { hasInvisibleOrControl } from './text-rules';

export { hasInvisibleOrControl } from './text-rules';

/** Field-level codes of text fields (translated under `errors.field`). */
export const TextFieldCodes = {
  /** U+0000 in a string: no store keeps it (PostgreSQL under FerretDB refuses the write). */
  nulCharacter: 'nul_character',
  /** A name with a line break, a control, a bidi override or a zero-width character. */
  nameCharacters: 'name_characters',
} as const;

/**
 * Every string a request carries (bodies and queries): a NUL is refused here once, with its own
 * code, before any rule that would misname it (an email with a NUL is not "badly formatted") and
 * before anything reaches the store.
 */
export const text = () =>
  z.string().refine((v) => !v.includes('\u0000'), {
    message: 'must not contain a NUL character',
    abort: true,
    params: { code: TextFieldCodes.nulCharacter },
  });

/** A calendar day as people enter it (yyyy-mm-dd), checked to exist (no 2026-02-30). */
export const calendarDay = () =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)')
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'must be a date (yyyy-mm-dd)',
    );

/** The search box of a list page: trimmed, at most 200 characters, absent when empty. */
export const searchText = () => text().trim().max(200).optional();

/**
 * Where a long list's page starts: the `nextCursor` of the answer before, given back unchanged
 * (opaque to callers: URL-safe base64). Absent for the first page.
 */
export const pageCursor = () =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the nextCursor of an earlier answer')
    .optional();

/** The `nextCursor` of a long list's answer: where the next page starts, null on the last page. */
export const nextPageCursor = () => z.string().nullable();

/**
 * A name people read on screens, in mails and on invoices (person, company, product, SKU, round,
 * category): trimmed, one line, no control or invisible formatting characters, which could make
 * it read as something else (a bidi override reverses what follows it on a printed invoice).
 * Callers add `.min(1)` where a name is required.
 */
export const nameText = (max: number) =>
  text()
    .trim()
    .max(max)
    .refine((v) => !hasInvisibleOrControl(v), {
      message: 'must be one line without control or invisible formatting characters',
      params: { code: TextFieldCodes.nameCharacters },
    });

/**
 * Text that may be left empty: '' (or only spaces) is stored as null (spec §5). Absent stays
 * absent, so a partial update (Deactivate sends `{active}` alone) leaves the stored text as it is.
 */
export const clearableText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Clearable text on create, where absent means empty. */
export const optionalText = (max: number) => clearableText(max).transform((v) => v ?? null);
