import type { Role } from '@marketplace/contracts';
import { sessionStore } from '@marketplace/web-kit/core';
import { prefetchRemoteManifest } from '../remotes/manifest-prefetch';
import { areaForRole, type RemoteName } from './areas';

/** Not for someone the area will turn away: signed out, or signed in with another role. */
const sessionMayEnter = (role: Role) => {
  const { status, profile } = sessionStore.getSnapshot();
  return status === 'loading' || profile?.role === role;
};

/**
 * A remote's route starts its remote early, in two steps. Its two small reads (remotes.json, the
 * manifest) start at once: round trips, not bandwidth. Its code starts once the signed-in layout's
 * code has arrived, so it downloads while the layout renders: measured on a slow network, starting
 * it together with the layout's download took the layout's bandwidth (LCP 8.0 -> 12.5 s).
 */
export function startRemoteWithLayout(
  remote: RemoteName,
  role: Role,
  mayEnter: () => boolean = () => sessionMayEnter(role),
): void {
  if (!mayEnter()) return;
  prefetchRemoteManifest(remote);
  void import(/* webpackChunkName: "signed-in-layout" */ './signed-in-layout')
    .then(() => (mayEnter() ? runAreaCode(remote) : null))
    .catch(() => undefined);
}

/**
 * The area's remote loaded and its exposed module run (remotes/registry.ts keeps one load per
 * remote); never rejects: the outlet loads it again and shows the failure where the area would be.
 */
export function runAreaCode(remote: RemoteName): Promise<unknown> {
  return import(/* webpackChunkName: "route-area" */ '../remotes/registry')
    .then((registry) => registry.loadRemoteApp(remote))
    .catch(() => undefined);
}

/**
 * Once the identity service has accepted a sign-in as `role` (what it answered, unchecked): that
 * role's area starts now, while the profile is read, instead of once the profile and then the
 * landing route have arrived (two round trips, ~1.2 s on a slow network). Until the profile is here
 * the server's answer is what the session knows; once it is, its role decides.
 */
export function startAreaOfSignIn(role: unknown): void {
  const area = areaForRole(role);
  if (!area) return;
  startRemoteWithLayout(area.remote, role as Role, () => {
    const { profile } = sessionStore.getSnapshot();
    return !profile || profile.role === role;
  });
}
