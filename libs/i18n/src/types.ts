/**
 * The shape a translation must have: the same keys as the English source, every leaf a string.
 * Portuguese files are typed with it, so a key added in English and forgotten in Portuguese
 * fails the type check (and the parity spec).
 */
export type TranslationOf<T> = { [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]> };
