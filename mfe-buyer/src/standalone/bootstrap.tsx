import { startStandalone } from '@marketplace/web-kit';
import * as buyerRemote from '../remote-entry';

// `npm run serve -w @marketplace/mfe-buyer`: the buyer area alone with a stand-in buyer session.
void startStandalone({ role: 'buyer', lifecycles: buyerRemote });
