import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { BUYER_PAGE_FIRST_READS } from './api/first-reads';
import { createBuyerStore } from './store';
import { BuyerDashboard, BUYER_ROUTES } from './buyer-routes';
import { BuyerLinksProvider } from './ui/buyer-links';

/** Root of the buyer area: its store and data router (web-kit AreaApp). */
export function BuyerApp(props: RemoteRootProps) {
  return (
    <AreaApp
      {...props}
      createStore={createBuyerStore}
      firstReads={BUYER_PAGE_FIRST_READS}
      onNotification={refreshOnNotification}
      routes={BUYER_ROUTES}
      landingPage={
        <BuyerLinksProvider value={props.basePath}>
          <BuyerDashboard />
        </BuyerLinksProvider>
      }
    />
  );
}
