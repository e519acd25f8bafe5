import { z } from 'zod';
import { LANGUAGES, ROLES, SIGN_UP_ROLES, TEAM_ROLES } from './constants';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;
