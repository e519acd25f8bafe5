import type { Role } from '@marketplace/contracts';
import type { SessionSnapshot } from '@marketplace/web-kit';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: '/auth' | '/' };

/**
 * Spec §2.1 guard rules: not signed in, or signed in without a profile → /auth; a role route
 * whose role differs from the user's → / unless the user is admin (admin passes every guard).
 */
export function decideGuard(
  session: Pick<SessionSnapshot, 'status' | 'profile'>,
  requiredRole?: Role,
): GuardDecision {
  if (session.status === 'loading' && !session.profile) return { kind: 'wait' };
  if (session.status !== 'signed-in' || !session.profile) return { kind: 'redirect', to: '/auth' };
  const role = session.profile.role;
  if (requiredRole && role !== requiredRole && role !== 'admin') return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}
