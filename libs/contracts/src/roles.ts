import { z } from 'zod';

export const ROLES = ['admin', 'supplier', 'buyer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Only these can be chosen at sign-up; admins come from configuration. */
export const SIGN_UP_ROLES = ['buyer', 'supplier'] as const;
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);

export const LANGUAGES = ['en', 'pt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
