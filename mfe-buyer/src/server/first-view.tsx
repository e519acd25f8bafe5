/**
 * The buyer remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { BUYER_AREA } from '../app/buyer-area';

export const renderAreaPage = areaServerEntry({
  ...BUYER_AREA,
  serverPages: ['', 'rounds', 'cart', 'orders', 'invoices'],
});
