import { startStandalone } from '@marketplace/web-kit';
import * as supplierRemote from '../remote-entry';
import { STAND_IN_PROFILE } from './stand-in-profile';

// `npm run serve -w @marketplace/mfe-supplier`: the supplier area alone with a stand-in supplier session.
void startStandalone({
  basePath: '/supplier',
  namespace: 'supplier',
  lifecycles: supplierRemote,
  profile: STAND_IN_PROFILE,
});
