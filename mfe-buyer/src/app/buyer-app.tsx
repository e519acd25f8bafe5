import type { RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { refreshOnNotification } from './api/live-refresh';
import { createBuyerStore } from './store';
import { BuyerDashboard, BuyerRoutes } from './buyer-routes';
import { BuyerLinksProvider } from './ui/buyer-links';

/** Root of the buyer area: its store and router (web-kit AreaApp). */
export function BuyerApp(props: RemoteRootProps) {
  // The page's first request is already under way: the remote's entry started it (first-reads.ts).
  return (
    <AreaApp
      {...props}
      createStore={createBuyerStore}
      onNotification={refreshOnNotification}
      routes={<BuyerRoutes />}
      landingPage={
        <BuyerLinksProvider value={props.basePath}>
          <BuyerDashboard />
        </BuyerLinksProvider>
      }
    />
  );
}
