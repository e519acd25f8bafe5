import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '@marketplace/contracts';
import { useSession } from '@marketplace/web-kit';
import { decideGuard } from './guard';
import { WelcomeLoading } from '../pages/WelcomeLoading';

/** Signed-in users only; shows the welcome/loading text while the profile arrives. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const decision = decideGuard(session);
  if (decision.kind === 'wait') return <WelcomeLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

/** A role area: other roles go to `/`, admin passes. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  const decision = decideGuard(session, role);
  if (decision.kind === 'wait') return <WelcomeLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
