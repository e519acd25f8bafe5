import { startStandalone } from '@marketplace/web-kit';
import * as supplierRemote from '../remote-entry';

// `npm run serve -w @marketplace/mfe-supplier`: the supplier area alone with a stand-in supplier session.
void startStandalone({ role: 'supplier', lifecycles: supplierRemote });
