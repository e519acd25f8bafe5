/** The seeded demo supplier's approved round, as journeys that buy from it read it. */
import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_SUPPLIER = 'Demo Supplier Co.';

export interface DemoRoundProduct {
  id: string;
  name: string;
  unitsPerPack: number;
  moq: number;
  maxQty: number | null;
  committed: number;
  /** Of the committed units, those in placed orders (what the close and the cart's band count). */
  ordered: number;
}
export interface DemoRound {
  id: string;
  title: string;
  products: DemoRoundProduct[];
}

/** The demo supplier's approved round as the buyer service serves it (read models fill from events). */
export async function demoRound(request: APIRequestContext): Promise<DemoRound> {
  let found: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/buyer/rounds?search=${encodeURIComponent(DEMO_SUPPLIER)}`);
        found = ((await res.json()).items as Array<{ id: string; supplierName: string; title: string }>).find(
          // The seed's first approved round (it also seeds a round with price breaks).
          (r) => r.supplierName === DEMO_SUPPLIER && r.title === 'Demo Spring Round',
        );
        return found;
      },
      { message: 'the seeded approved round of the demo supplier', timeout: 30_000 },
    )
    .toBeTruthy();
  return (await (await request.get(`/api/buyer/rounds/${found!.id}`)).json()) as DemoRound;
}
