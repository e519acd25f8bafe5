/**
 * The admin remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { ADMIN_AREA } from '../app/admin-area';

export const renderAreaPage = areaServerEntry({
  ...ADMIN_AREA,
  serverPages: ['', 'companies', 'users', 'rounds', 'orders', 'categories'],
});
