import request from 'supertest';
import jwt from 'jsonwebtoken';
import type { NatsConnection } from 'nats';
import { assignCompanyCommand, profileUpdatedV1 } from '@marketplace/contracts';
import { HttpProblem, connectNats, sendCommand } from '@marketplace/service-kit';
import { silentLogger, startPrivateNats, type PrivateNats } from '@marketplace/service-kit/testing';
import {
  findPublishedEvent,
  setCookies,
  startIdentity,
  streamPosition,
  verifiedSession,
  type Harness,
} from '../test-harness';

// A NATS server of this test's own: the command is served in the queue group "identity", and a
// shared server may have other identity instances (a dev run, other spec files) answering it.
jest.setTimeout(30_000);

describe('cmd.identity.assign-company.v1 over real NATS', () => {
  let nats: PrivateNats;
  let nc: NatsConnection;
  let h: Harness;

  beforeAll(async () => {
    nats = await startPrivateNats();
    nc = await connectNats(nats.url, 'assign-company-test', silentLogger(), 20);
    h = await startIdentity('command', {}, { nc });
  });

  afterAll(async () => {
    await h?.stop();
    await nc?.close().catch(() => undefined);
    await nats?.dispose();
  });

  it('sets and clears the company, announces it, and the next access token carries it', async () => {
    const s = await verifiedSession(h, undefined, { role: 'supplier' });
    const since = await streamPosition(nc);
    // Identity's event stream exists now (the sign-up was published); it must not swallow the request.
    expect(since).toBeGreaterThan(0);

    await expect(
      sendCommand(nc, assignCompanyCommand, { userId: s.userId, companyId: 'company-7' }),
    ).resolves.toEqual({
      userId: s.userId,
      companyId: 'company-7',
      teamRole: null,
    });
    const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    expect(me.body.companyId).toBe('company-7');
    const event = await findPublishedEvent<{ userId: string; companyId: string | null }>(
      nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.companyId === 'company-7',
      since,
    );
    expect(event).not.toBeNull();

    const refreshed = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
    const claims = jwt.decode(setCookies(refreshed).mp_access!.value) as { companyId: string | null };
    expect(claims.companyId).toBe('company-7');

    await expect(
      sendCommand(nc, assignCompanyCommand, { userId: s.userId, companyId: null }),
    ).resolves.toEqual({
      userId: s.userId,
      companyId: null,
      teamRole: null,
    });
    expect((await h.service.context.users.findById(s.userId))!.companyId).toBeNull();
  });

  it("sets a buyer's part in the company's team, announces it, and the next token carries it", async () => {
    const s = await verifiedSession(h, undefined, { role: 'buyer' });
    const since = await streamPosition(nc);
    const assign = (teamRole?: 'member' | 'approver') =>
      sendCommand(nc, assignCompanyCommand, { userId: s.userId, companyId: 'buyer-co', teamRole });
    const claimsAfterRefresh = async () => {
      const refreshed = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
      s.refreshCookie = `mp_refresh=${setCookies(refreshed).mp_refresh!.value}`;
      return jwt.decode(setCookies(refreshed).mp_access!.value) as { teamRole?: string };
    };

    await expect(assign()).resolves.toEqual({ userId: s.userId, companyId: 'buyer-co', teamRole: 'member' });
    expect((await claimsAfterRefresh()).teamRole).toBe('member');

    await expect(assign('approver')).resolves.toMatchObject({ teamRole: 'approver' });
    expect((await claimsAfterRefresh()).teamRole).toBe('approver');
    const event = await findPublishedEvent<{ userId: string; teamRole?: string | null }>(
      nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.teamRole === 'approver',
      since,
    );
    expect(event).not.toBeNull();

    // Without a company there is no team.
    await expect(
      sendCommand(nc, assignCompanyCommand, { userId: s.userId, companyId: null, teamRole: 'approver' }),
    ).resolves.toEqual({ userId: s.userId, companyId: null, teamRole: null });
  });

  it('answers an unknown user with a 404 problem and a malformed request with a 400', async () => {
    const err = await sendCommand(nc, assignCompanyCommand, { userId: 'no-such-user', companyId: 'c' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpProblem);
    expect(err).toMatchObject({ status: 404, code: 'identity.user_not_found' });

    const raw = await nc.request(
      assignCompanyCommand.subject,
      new TextEncoder().encode(JSON.stringify({ userId: 5 })),
      { timeout: 3000 },
    );
    expect(JSON.parse(new TextDecoder().decode(raw.data))).toMatchObject({
      ok: false,
      problem: { status: 400 },
    });
  });
});
