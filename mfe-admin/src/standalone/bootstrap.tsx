import { startStandalone } from '@marketplace/web-kit';
import * as adminRemote from '../remote-entry';
import { STAND_IN_PROFILE } from './stand-in-profile';

// `npm run serve -w @marketplace/mfe-admin`: the admin area alone with a stand-in admin session.
void startStandalone({
  basePath: '/admin',
  namespace: 'admin',
  lifecycles: adminRemote,
  profile: STAND_IN_PROFILE,
});
