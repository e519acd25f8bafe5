/**
 * The supplier remote's server entry (libs/contracts/src/server-view.ts), built for Node beside the
 * remote's files (webpack/server-view-plugin.js): the area's own data routes, their loaders reading
 * through the visitor's session, rendered by React Router's static handler (web-kit/server).
 */
import { areaServerEntry } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { SUPPLIER_AREA } from '../app/supplier-area';

export const renderAreaPage = areaServerEntry({
  ...SUPPLIER_AREA,
  serverPages: ['', 'products', 'rounds', 'sales', 'invoices'],
});
