import type { Profile } from '@marketplace/contracts';

/** The fake admin the standalone dev server signs in as: never used when mounted by the shell. */
export const STAND_IN_PROFILE: Profile = {
  id: 'standalone-admin',
  authId: 'standalone-admin',
  name: 'Standalone Admin',
  email: 'admin@standalone.local',
  phone: null,
  address: null,
  role: 'admin',
  companyId: null,
  company: null,
  avatarUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastActiveAt: null,
  emailNotifications: true,
  language: 'en',
};
