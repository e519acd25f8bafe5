import type { ServiceName } from './config';

/**
 * Public paths that stayed where they were when their routes moved to another service. The
 * browser and API-key clients keep calling `/api/identity/notifications…` and
 * `/api/identity/webhooks…`; the notifications service answers them as `/notifications…` and
 * `/webhooks…` (only the `/api/identity` prefix is removed, as for any call). The k8s Ingress
 * (k8s/base/ingress.yaml) routes the same paths the same way.
 */
export const MOVED_PATHS: readonly { from: ServiceName; to: ServiceName; paths: readonly string[] }[] = [
  { from: 'identity', to: 'notifications', paths: ['notifications', 'webhooks'] },
];

/**
 * `rest` below `/api/<from>` (`/notifications?before=x`) that belongs to `to` now. Whatever the
 * case, as express matches the `/api/<service>` mount and the services their routes.
 */
const MOVED = MOVED_PATHS.map(({ from, to, paths }) => ({
  from,
  to,
  rest: new RegExp(`^/(?:${paths.join('|')})(?=[/?#]|$)`, 'i'),
}));

/**
 * The service that answers a call to `/api/<called><rest>` (`rest`: the path after the prefix,
 * with its query): the one it moved to, or the one named. The fast path, the express chain and
 * the server views' reads route by it, each removing `/api/<called>` only.
 */
export function serviceAnswering(called: ServiceName, rest: string): ServiceName {
  for (const moved of MOVED) if (moved.from === called && moved.rest.test(rest)) return moved.to;
  return called;
}
