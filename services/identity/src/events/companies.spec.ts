import request from 'supertest';
import { assignCompanyCommand, companyUpsertedV1, type CompanySnapshot } from '@marketplace/contracts';
import { createEvent, ensureStream, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, publishEvent } from '@marketplace/service-kit/testing';
import { identityForFile, verifiedSession } from '../test-harness';

/** Identity keeps the admin's companies and shows the user's company on the profile (spec §2.7). */
describe('company read model from admin.company.upserted.v1', () => {
  const h = identityForFile('companies');

  beforeAll(async () => {
    await ensureStream(h.nc, 'admin');
  });

  const company = (version: number, patch: Partial<CompanySnapshot> = {}): CompanySnapshot => ({
    id: 'co-buyer-1',
    name: 'Lisbon Traders',
    type: 'buyer',
    country: 'Portugal',
    address: 'Rua Augusta 1',
    phone: null,
    taxNumber: 'PT-509',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    version,
    ...patch,
  });

  async function publish(data: CompanySnapshot, id?: string) {
    const event = { ...createEvent(companyUpsertedV1, data, 'admin'), ...(id ? { id } : {}) };
    await publishEvent(h.nc, event);
  }

  const profileCompany = async (cookie: string) =>
    (await request(h.app).get('/profile/me').set('Cookie', cookie).expect(200)).body.company;

  it('shows the assigned company, keeps the newest version, and none after unassigning', async () => {
    const s = await verifiedSession(h, undefined, { role: 'buyer' });
    expect(await profileCompany(s.accessCookie)).toBeNull();

    await publish(company(2, { name: 'Lisbon Traders SA' }));
    await publish(company(1)); // late and older: ignored
    await sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: 'co-buyer-1' });

    const shown = await eventually(async () => {
      const c = await profileCompany(s.accessCookie);
      return c?.name === 'Lisbon Traders SA' ? c : null;
    });
    expect(shown).toMatchObject({
      id: 'co-buyer-1',
      type: 'buyer',
      country: 'Portugal',
      taxNumber: 'PT-509',
    });

    await publish(company(3, { name: 'Lisbon Traders Group', country: 'Brazil' }));
    await eventually(async () => (await profileCompany(s.accessCookie))?.name === 'Lisbon Traders Group');
    expect((await profileCompany(s.accessCookie)).country).toBe('Brazil');

    await sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: null });
    expect(await profileCompany(s.accessCookie)).toBeNull();
  });
});
