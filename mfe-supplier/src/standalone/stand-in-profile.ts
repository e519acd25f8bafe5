import type { Profile } from '@marketplace/contracts';

/** The fake supplier the standalone dev server signs in as: never used when mounted by the shell. */
export const STAND_IN_PROFILE: Profile = {
  id: 'standalone-supplier',
  authId: 'standalone-supplier',
  name: 'Standalone Supplier',
  email: 'supplier@standalone.local',
  phone: null,
  address: null,
  role: 'supplier',
  companyId: 'standalone-supplier-company',
  company: {
    id: 'standalone-supplier-company',
    name: 'Standalone Supplier Co.',
    type: 'supplier',
    country: null,
    taxNumber: null,
  },
  avatarUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastActiveAt: null,
  emailNotifications: true,
  language: 'en',
};
