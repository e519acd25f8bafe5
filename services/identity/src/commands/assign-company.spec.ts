import request from 'supertest';
import jwt from 'jsonwebtoken';
import { assignCompanyCommand, profileUpdatedV1 } from '@marketplace/contracts';
import { HttpProblem } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import {
  findPublishedEvent,
  identityForFile,
  setCookies,
  streamPosition,
  verifiedSession,
} from '../test-harness';

describe('cmd.identity.assign-company.v1 over real NATS', () => {
  // The harness's NATS is a server of this spec's own: the command is served in the queue group
  // "identity", and on a shared server other identity instances (a dev run) may answer it.
  const h = identityForFile('command');

  it('sets and clears the company, announces it, and the next access token carries it', async () => {
    const s = await verifiedSession(h, undefined, { role: 'supplier' });
    const since = await streamPosition(h.nc);
    // Identity's event stream exists now (the sign-up was published); it must not swallow the request.
    expect(since).toBeGreaterThan(0);

    await expect(
      sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: 'company-7' }),
    ).resolves.toEqual({
      userId: s.userId,
      companyId: 'company-7',
      teamRole: null,
    });
    const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    expect(me.body.companyId).toBe('company-7');
    const event = await findPublishedEvent<{ userId: string; companyId: string | null }>(
      h.nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.companyId === 'company-7',
      since,
    );
    expect(event).not.toBeNull();

    const refreshed = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
    const claims = jwt.decode(setCookies(refreshed).mp_access!.value) as { companyId: string | null };
    expect(claims.companyId).toBe('company-7');

    await expect(
      sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: null }),
    ).resolves.toEqual({
      userId: s.userId,
      companyId: null,
      teamRole: null,
    });
    expect((await h.service.context.users.findById(s.userId))!.companyId).toBeNull();
  });

  it("sets a buyer's part in the company's team, announces it, and the next token carries it", async () => {
    const s = await verifiedSession(h, undefined, { role: 'buyer' });
    const since = await streamPosition(h.nc);
    const assign = (teamRole?: 'member' | 'approver') =>
      sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: 'buyer-co', teamRole });
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
      h.nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.teamRole === 'approver',
      since,
    );
    expect(event).not.toBeNull();

    // Without a company there is no team.
    await expect(
      sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: null, teamRole: 'approver' }),
    ).resolves.toEqual({ userId: s.userId, companyId: null, teamRole: null });
  });

  it('answers an unknown user with a 404 problem and a malformed request with a 400', async () => {
    const err = await sendCommand(h.nc, assignCompanyCommand, {
      userId: 'no-such-user',
      companyId: 'c',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpProblem);
    expect(err).toMatchObject({ status: 404, code: 'identity.user_not_found' });

    const raw = await h.nc.request(
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
