/**
 * A fresh supplier with a company of its own, for the catalogue and rounds journeys. The company
 * is made and assigned through the admin API when it answers; on a stack without the admin's
 * directory routes, the assignment goes straight to identity's command on the run's NATS.
 */
import { randomUUID } from 'node:crypto';
import { connect, JSONCodec } from 'nats';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { assignCompanyCommand, decideRoundCommand } from '@marketplace/contracts';
import {
  createVerifiedAccount,
  demoAdmin,
  newAccount,
  signInViaApi,
  uniqueTag,
  type Account,
} from './accounts';
import { serviceNow } from './clock';

const codec = JSONCodec();

async function natsRequest(subject: string, body: unknown): Promise<unknown> {
  const url = process.env.E2E_NATS_URL;
  if (!url) throw new Error('E2E_NATS_URL is not set and the admin route did not answer');
  const nc = await connect({ servers: url });
  try {
    const reply = codec.decode((await nc.request(subject, codec.encode(body), { timeout: 5000 })).data) as {
      ok: boolean;
      problem?: unknown;
    };
    expect(reply.ok, JSON.stringify(reply.problem)).toBe(true);
    return reply;
  } finally {
    await nc.close();
  }
}

/** The admin's own request context (own cookies): the page stays signed in as the supplier. */
export async function adminRequest(): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_EDGE_PORT}`;
  const request = await playwrightRequest.newContext({ baseURL });
  const res = await request.post('/api/identity/auth/sign-in', {
    data: { email: demoAdmin.email, password: demoAdmin.password },
  });
  expect(res.status()).toBe(200);
  return request;
}

/** Creates a company (a supplier's by default) and assigns `userId` to it (admin route, else identity's command). */
export async function assignNewCompany(
  userId: string,
  name: string,
  type: 'supplier' | 'buyer' = 'supplier',
): Promise<string> {
  const request = await adminRequest();
  const created = await request.post('/api/admin/companies', { data: { name, type } });
  if (created.ok()) {
    const companyId = ((await created.json()) as { id: string }).id;
    const assigned = await request.put(`/api/admin/users/${userId}/company`, { data: { companyId } });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    return companyId;
  }
  const companyId = `e2e-company-${randomUUID()}`;
  await natsRequest(assignCompanyCommand.subject, { userId, companyId });
  return companyId;
}

/** Approves (or rejects, closes) a round as the admin: the admin route, else the supplier's command. */
export async function adminDecides(roundId: string, decision: 'approve' | 'reject' | 'close'): Promise<void> {
  const request = await adminRequest();
  const res = await request.post(`/api/admin/rounds/${roundId}/decision`, { data: { decision } });
  if (res.status() !== 404) {
    expect(res.ok(), await res.text()).toBe(true);
    return;
  }
  await natsRequest(decideRoundCommand.subject, { roundId, decision, actorId: 'e2e-admin' });
}

/**
 * Closes a round as the admin and waits until its supplier (signed in on `supplier`) reads it
 * closed: the close's outcome has been applied by then.
 */
export async function adminClosesRound(supplier: APIRequestContext, roundId: string): Promise<void> {
  await adminDecides(roundId, 'close');
  await expect
    .poll(
      async () => {
        const res = await supplier.get(`/api/supplier/rounds/${roundId}`);
        return res.ok() ? ((await res.json()) as { round: { status: string } }).round.status : res.status();
      },
      { timeout: 30_000, intervals: [250, 500, 1_000], message: 'the round is closed' },
    )
    .toBe('closed');
}

/**
 * Approves an order as the admin, once the admin service knows it (it learns of orders from the
 * buyer service's events, so a fresh order may take a moment to arrive).
 */
export async function adminApprovesOrder(
  orderId: string,
  message = 'the admin service knows the order and approves it',
): Promise<void> {
  const request = await adminRequest();
  const decide = () =>
    request.post(`/api/admin/orders/${orderId}/decision`, { data: { decision: 'approve' } });
  await expect.poll(async () => (await decide()).status(), { message, timeout: 30_000 }).toBe(200);
}

/** Creates a product as the supplier signed in on `page`; its id. */
export async function createSupplierProduct(page: Page, product: Record<string, unknown>): Promise<string> {
  const created = await page.request.post('/api/supplier/products', { data: product });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * Creates a round (in USD, open from its approval unless `round` gives an opening) as the supplier
 * signed in on `page`, submits it and has the admin approve it; its id. No opening by default: one
 * set to "now" is behind the services' clock once a journey has moved it, and ahead of the
 * browser's, which would show the round as not open yet.
 */
export async function approvedRound(page: Page, round: Record<string, unknown>): Promise<string> {
  const created = await page.request.post('/api/supplier/rounds', {
    data: { currency: 'USD', ...round },
  });
  expect(created.status(), await created.text()).toBe(201);
  const roundId = ((await created.json()) as { id: string }).id;
  const submitted = await page.request.post(`/api/supplier/rounds/${roundId}/submit`);
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await adminDecides(roundId, 'approve');
  return roundId;
}

/** A verified supplier with a company, signed in on `page` (token issued after the assignment). */
export async function supplierWithCompany(page: Page, label: string): Promise<Account> {
  const tag = uniqueTag();
  const account = await createVerifiedAccount(page.request, newAccount('supplier', tag, label));
  await signInViaApi(page, account);
  const me = await page.request.get('/api/identity/profile/me');
  const userId = ((await me.json()) as { id: string }).id;
  await assignNewCompany(userId, `E2E Supplier ${tag}`);
  // A token issued after the assignment carries the company.
  await signInViaApi(page, account);
  return account;
}

/** A product of a round made by `newSupplierRound`: the new product's fields, then its terms in the round. */
export interface NewRoundProduct {
  product: Record<string, unknown>;
  moq: number;
  maxQty: number | null;
  priceBreaks?: { minQty: number; unitPrice: number }[];
}

/**
 * A fresh supplier with a company, signed in on `page`, and its round (`round`: title, end action,
 * freight…) of one new product per entry of `products`, submitted and approved by the admin. Its
 * dates count from its creation, once the supplier and its products exist: it closes `closesInMs`
 * later, and opens `opensInMs` later (now, unless said), on the services' clock. Its id and closing time.
 */
export async function newSupplierRound(
  page: Page,
  label: string,
  { closesInMs, opensInMs, ...round }: { closesInMs: number; opensInMs?: number } & Record<string, unknown>,
  products: NewRoundProduct[],
): Promise<{ roundId: string; closeAt: Date }> {
  await supplierWithCompany(page, label);
  const terms: Record<string, unknown>[] = [];
  for (const { product, ...inRound } of products)
    terms.push({ productId: await createSupplierProduct(page, product), ...inRound });
  // The services' time: an earlier journey may have moved it ahead of the system clock.
  const now = (await serviceNow()).getTime();
  const closeAt = new Date(now + closesInMs);
  const dates = {
    closeAt: closeAt.toISOString(),
    ...(opensInMs === undefined ? {} : { openAt: new Date(now + opensInMs).toISOString() }),
  };
  return { roundId: await approvedRound(page, { ...round, ...dates, products: terms }), closeAt };
}
