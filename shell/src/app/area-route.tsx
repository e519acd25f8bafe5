import type { Role } from '@marketplace/contracts';
import type { RemoteBasePath } from '@marketplace/web-kit';
import { RequireRole } from '../guards/Guards';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import type { RemoteName } from './areas';

/** A role area: the role's remote, mounted once the guard lets the person in. */
export function AreaRoute({
  role,
  remote,
  basePath,
}: {
  role: Role;
  remote: RemoteName;
  basePath: RemoteBasePath;
}) {
  return (
    <RequireRole role={role}>
      <RemoteOutlet key={remote} remote={remote} basePath={basePath} />
    </RequireRole>
  );
}
