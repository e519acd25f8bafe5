import { startStandalone } from '@marketplace/web-kit';
import * as adminRemote from '../remote-entry';

// `npm run serve -w @marketplace/mfe-admin`: the admin area alone with a stand-in admin session.
void startStandalone({ role: 'admin', lifecycles: adminRemote });
