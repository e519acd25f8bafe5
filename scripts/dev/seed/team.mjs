// Seed step "team": the demo buyer company's buying team at work. Its approver gives the demo
// member a spending limit, and the member's order over it waits for the approver, so the Team
// page has someone to approve on first sign-in. Through the public API only; safe to run again
// (limits are set as a whole, and the order is placed only when the member has none in the round).
import { DEMO_ACCOUNTS } from '../stack.mjs';
import { SeedSession, eventually } from './session.mjs';

/** An ordinary open round of the variety step (not the demo buyer's: her figures stay as seeded). */
const TEAM_ROUND = 'Demo Regional Round 1';
const MEMBER_LIMITS = [{ currency: 'USD', perOrder: 250, perMonth: 1000 }];
/** Identity's user events reach the buyer service's team read model within moments; a loaded machine may take longer. */
const TEAM_WAIT_MS = 60_000;

export async function seed(base, log = () => {}) {
  const approverAccount = DEMO_ACCOUNTS.find((a) => a.teamRole === 'approver');
  const memberAccount = DEMO_ACCOUNTS.find((a) => a.teamRole === 'member');
  const approver = await SeedSession.signIn(base, approverAccount);
  // The team reaches the buyer service through identity's events, and the approver's token must
  // carry the role the directory step gave: sign in again until the Team page answers.
  let member;
  try {
    member = await eventually(
      `${memberAccount.email} on the approver's Team page`,
      async () => {
        const { status, body } = await approver.call('GET', '/api/buyer/team', { ok: () => true });
        if (status === 403) await approver.refresh(); // a token from before the role was given
        return status === 200 ? body.members.find((m) => m.email === memberAccount.email) : null;
      },
      TEAM_WAIT_MS,
    );
  } catch (err) {
    // The rest of the demo stands without it; the log says what is missing.
    log(`team: ${err.message}; no limits or order to approve seeded`);
    return;
  }
  await approver.call('PUT', `/api/buyer/team/members/${encodeURIComponent(member.userId)}/limits`, {
    json: { limits: MEMBER_LIMITS },
  });
  log(`team: ${memberAccount.name} may order up to $${MEMBER_LIMITS[0].perOrder} at once`);

  const buyer = await SeedSession.signIn(base, memberAccount);
  const { body: rounds } = await buyer.call(
    'GET',
    `/api/buyer/rounds?search=${encodeURIComponent(TEAM_ROUND)}`,
  );
  const round = rounds.items.find((r) => r.title === TEAM_ROUND);
  if (!round) return log(`team: "${TEAM_ROUND}" is not open; no order to approve`);
  const { body: orders } = await buyer.call('GET', '/api/buyer/orders');
  if (orders.items.some((o) => o.roundId === round.id)) return;
  const { body: detail } = await buyer.call('GET', `/api/buyer/rounds/${encodeURIComponent(round.id)}`);
  const product = detail.products[0];
  const pack = Math.max(1, product.unitsPerPack);
  // Just over the per-order limit, in whole packs.
  const packs = Math.floor((MEMBER_LIMITS[0].perOrder + 1) / (product.unitPrice * pack)) + 1;
  await buyer.call(
    'PUT',
    `/api/buyer/carts/${encodeURIComponent(round.id)}/items/${encodeURIComponent(product.id)}`,
    { json: { qty: packs * pack } },
  );
  const { body: order } = await buyer.call('POST', '/api/buyer/orders', {
    json: { roundId: round.id },
    headers: { 'Idempotency-Key': `seed-team-order-${round.id}` },
  });
  log(`team: ${memberAccount.name}'s order #${order.id.slice(0, 8)} is ${order.status}`);
}
