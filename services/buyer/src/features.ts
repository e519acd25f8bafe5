import type { Router } from 'express';
import type { EventHandler, ServiceDeps } from '@marketplace/service-kit';
import type { BuyerConfig } from './config';
import { buyerInvoicesModule } from './invoices/invoices.module';

/**
 * A buyer feature built beside the core (e.g. proforma invoices) in its own files: its routes
 * (mounted after authentication), the supplier events it reads (through the service's one
 * `buyer-supplier` consumer), and its own background work.
 */
export interface BuyerFeature {
  routes?: (router: Router) => void;
  supplierHandlers?: EventHandler[];
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}

export type BuyerFeatureFactory = (deps: ServiceDeps<BuyerConfig>) => Promise<BuyerFeature>;

/** Every feature the service runs besides rounds, carts and orders: add one line per feature. */
export const BUYER_FEATURES: BuyerFeatureFactory[] = [(deps) => buyerInvoicesModule(deps)];
