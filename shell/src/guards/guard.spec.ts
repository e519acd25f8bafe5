import type { Profile, Role } from '@marketplace/contracts';
import { userProfile } from '@marketplace/contracts/fixtures';
import { decideGuard } from './guard';

const profile = (role: Role): Profile =>
  userProfile({
    id: 'p',
    authId: 'u',
    name: 'N',
    email: 'n@example.com',
    role,
    createdAt: '2024-01-01T00:00:00Z',
  });

describe('decideGuard', () => {
  it('waits while the first profile load is running', () => {
    expect(decideGuard({ status: 'loading', profile: null })).toEqual({ kind: 'wait' });
  });

  it('sends signed-out users and users without a profile to /auth', () => {
    expect(decideGuard({ status: 'signed-out', profile: null })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideGuard({ status: 'signed-in', profile: null }, 'buyer')).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it('sends a user of another role to / and lets the right role in', () => {
    expect(decideGuard({ status: 'signed-in', profile: profile('buyer') }, 'supplier')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideGuard({ status: 'signed-in', profile: profile('supplier') }, 'admin')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideGuard({ status: 'signed-in', profile: profile('buyer') }, 'buyer')).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({ status: 'signed-in', profile: profile('buyer') })).toEqual({ kind: 'allow' });
  });

  it('lets admin pass every role guard', () => {
    for (const role of ['buyer', 'supplier', 'admin'] as const) {
      expect(decideGuard({ status: 'signed-in', profile: profile('admin') }, role)).toEqual({
        kind: 'allow',
      });
    }
  });
});
