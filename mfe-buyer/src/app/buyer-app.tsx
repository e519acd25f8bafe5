import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { BUYER_AREA } from './buyer-area';
import { BuyerDashboard } from './buyer-routes';
import { BuyerLinksProvider } from './ui/buyer-links';

/** Root of the buyer area: its store and data router (web-kit AreaApp). */
export function BuyerApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...BUYER_AREA}
      {...props}
      landingPage={
        <BuyerLinksProvider value={props.basePath}>
          <BuyerDashboard />
        </BuyerLinksProvider>
      }
    />
  );
}
