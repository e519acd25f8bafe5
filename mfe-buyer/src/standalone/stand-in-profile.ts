import type { Profile } from '@marketplace/contracts';

/** The fake buyer the standalone dev server signs in as: never used when mounted by the shell. */
export const STAND_IN_PROFILE: Profile = {
  id: 'standalone-buyer',
  authId: 'standalone-buyer',
  name: 'Standalone Buyer',
  email: 'buyer@standalone.local',
  phone: null,
  address: null,
  role: 'buyer',
  companyId: 'standalone-buyer-company',
  company: {
    id: 'standalone-buyer-company',
    name: 'Standalone Buyer Co.',
    type: 'buyer',
    country: null,
    taxNumber: null,
  },
  avatarUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastActiveAt: null,
  emailNotifications: true,
  language: 'en',
};
