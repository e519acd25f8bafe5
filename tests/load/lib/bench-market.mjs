// A market for benchmarks that buy: fresh verified buyers of a buying company, signed in as a
// browser is (cookies), and approved rounds, all through the edge like every user.
import { randomBytes } from 'node:crypto';
import { SeedSession } from '../../../scripts/dev/seed/session.mjs';

export async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A fresh verified buyer of the buying company `companyId`, signed in (sign-up → the dev mail sink's link
 * → Confirm's POST → the admin assigns the company: a buyer without one buys nothing).
 */
export async function newBuyer(base, i, admin, companyId, prefix) {
  const email = `${prefix}-${randomBytes(4).toString('hex')}-${i}@bench.example.com`;
  const password = 'Tangerine-Harbour-42';
  const headers = { 'Content-Type': 'application/json', Origin: base };
  await json(
    await fetch(`${base}/api/identity/auth/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench Buyer ${i}`, email, password, role: 'buyer' }),
    }),
  );
  let token;
  for (let t = 0; t < 100 && !token; t++) {
    const mails = await json(await fetch(`${base}/api/identity/dev/mail?to=${encodeURIComponent(email)}`));
    token = mails
      .flatMap((m) => m.links)
      .map((l) => new URL(l).searchParams.get('token'))
      .find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  await json(
    await fetch(`${base}/api/identity/auth/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token }),
    }),
  );
  // The user reaches the admin's read model through identity's events.
  let user;
  for (let t = 0; t < 200 && !user; t++) {
    const { body } = await admin.call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`);
    user = body.items.find((u) => u.email === email);
    if (!user) await new Promise((r) => setTimeout(r, 100));
  }
  if (!user) throw new Error(`${email} never reached the admin's users`);
  await admin.call('PUT', `/api/admin/users/${encodeURIComponent(user.id)}/company`, { json: { companyId } });
  const res = await fetch(`${base}/api/identity/auth/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  await json(res.clone());
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return new SeedSession(base, cookies);
}

/**
 * A round the supplier creates with `body` (POST /api/supplier/rounds) and submits, approved by
 * the admin once the admin's read model has it.
 */
export async function approvedBenchRound(supplier, admin, body) {
  const round = (await supplier.call('POST', '/api/supplier/rounds', { json: body })).body;
  await supplier.call('POST', `/api/supplier/rounds/${round.id}/submit`);
  for (let t = 0; ; t++) {
    const res = await admin.call('POST', `/api/admin/rounds/${round.id}/decision`, {
      json: { decision: 'approve' },
      ok: () => true,
    });
    if (res.status < 400) return round;
    if (res.status !== 404 || t > 60) throw new Error(`approving: ${res.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs `task(item, index)` for every item, `width` at a time. */
export async function pool(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i], i);
      }
    }),
  );
}

/**
 * What a buying benchmark starts from in the seeded demo data: the demo supplier's product sold by
 * the unit, and the demo buying company, with the supplier's and the admin's sessions.
 */
export async function demoMarket(base, buyingCompanyName) {
  const supplier = await SeedSession.signIn(base, 'supplier');
  const admin = await SeedSession.signIn(base, 'admin');
  const products = (await supplier.call('GET', '/api/supplier/products?status=active')).body.items;
  const product = products.find((p) => p.unitsPerPack === 1);
  if (!product) throw new Error('the demo supplier needs a product sold by the unit (seeded demo data)');
  const { body: companies } = await admin.call(
    'GET',
    `/api/admin/companies?type=buyer&search=${encodeURIComponent(buyingCompanyName)}`,
  );
  const company = companies.items.find((c) => c.name === buyingCompanyName);
  if (!company) throw new Error(`the seeded buying company ${buyingCompanyName} is missing`);
  return { supplier, admin, product, company };
}

/** A round's first product as the buyer service knows it, once the round's approval has arrived there. */
export async function roundLineAtBuyer(buyer, roundId) {
  for (let t = 0; ; t++) {
    const res = await buyer.call('GET', `/api/buyer/rounds/${roundId}`, { ok: () => true });
    if (res.status === 200) return { roundId, roundProductId: res.body.products[0].id };
    if (t > 120) throw new Error(`round ${roundId} never reached the buyer service`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
