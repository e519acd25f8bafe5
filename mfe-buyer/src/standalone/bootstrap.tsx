import { startStandalone } from '@marketplace/web-kit';
import * as buyerRemote from '../remote-entry';
import { STAND_IN_PROFILE } from './stand-in-profile';

// `npm run serve -w @marketplace/mfe-buyer`: the buyer area alone with a stand-in buyer session.
void startStandalone({
  basePath: '/buyer',
  namespace: 'buyer',
  lifecycles: buyerRemote,
  profile: STAND_IN_PROFILE,
});
