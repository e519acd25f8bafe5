import { takeServerRead, type RemoteRootProps } from '@marketplace/web-kit';
import { AreaApp } from '@marketplace/web-kit/area-app';
import './area-texts';
import { firstViewOf } from './api/first-view';
import { refreshOnNotification } from './api/live-refresh';
import { createBuyerStore, type BuyerStore } from './store';
import { BuyerDashboard, BuyerRoutes } from './buyer-routes';
import { BuyerLinksProvider } from './ui/buyer-links';

/** The server's first view is hydrated from the read it was drawn from. */
function seedStore(store: BuyerStore, pathname: string): void {
  const view = firstViewOf(pathname);
  if (view) view.seed(store, takeServerRead(view.url));
}

/** Root of the buyer area: its store and router (web-kit AreaApp). */
export function BuyerApp(props: RemoteRootProps) {
  // The page's first request is already under way: the remote's entry started it (first-reads.ts).
  return (
    <AreaApp
      {...props}
      createStore={createBuyerStore}
      onNotification={refreshOnNotification}
      seedStore={seedStore}
      routes={<BuyerRoutes />}
      landingPage={
        <BuyerLinksProvider value={props.basePath}>
          <BuyerDashboard />
        </BuyerLinksProvider>
      }
    />
  );
}
