import { profileUpdatedV1, userRegisteredV1 } from '@marketplace/contracts';
import { createEvent } from '@marketplace/service-kit/messaging';
import { eventually, publishEvent } from '@marketplace/service-kit/testing';
import { notificationsForFile, registeredUser, updateProfile } from '../test-harness';

jest.setTimeout(60_000);

describe("the recipients directory, from identity's user events", () => {
  const h = notificationsForFile('recipients');
  const held = (userId: string) => h.service.context.recipients.findById(userId);

  it('keeps what a registration and each profile change say, the newest winning', async () => {
    const ana = await registeredUser(h, { role: 'supplier', name: 'Ana', language: 'pt' });
    expect(await held(ana.userId)).toMatchObject({
      email: ana.email,
      name: 'Ana',
      role: 'supplier',
      companyId: null,
      language: 'pt',
      timeZone: null,
      emailNotifications: true,
      emailVerified: true,
    });
    await updateProfile(h, ana, { companyId: 'co-r', timeZone: 'Europe/Lisbon', emailNotifications: false });
    expect(await held(ana.userId)).toMatchObject({
      companyId: 'co-r',
      timeZone: 'Europe/Lisbon',
      emailNotifications: false,
    });

    // An older event arriving late changes nothing.
    const late = createEvent(
      profileUpdatedV1,
      {
        userId: ana.userId,
        email: ana.email,
        name: 'Ana',
        role: 'supplier',
        phone: null,
        address: null,
        companyId: null,
        avatarUrl: null,
        emailVerified: true,
        lastActiveAt: null,
        updatedAt: new Date(0).toISOString(),
      },
      'identity',
    );
    late.occurredAt = new Date(0).toISOString();
    await publishEvent(h.nc, late);
    // A marker after it: once it is in, the late one was handled (one stream, in order).
    const marker = await registeredUser(h);
    expect(await held(marker.userId)).not.toBeNull();
    expect(await held(ana.userId)).toMatchObject({ companyId: 'co-r', emailNotifications: false });
  });

  it('keeps the settings an older release left out of its events, and takes an unsaid confirmation as none', async () => {
    const bea = await registeredUser(h, { role: 'buyer', language: 'pt', timeZone: 'America/Sao_Paulo' });
    // An event of the release before these fields: no language, zone or e-mail choice.
    const older = createEvent(
      profileUpdatedV1,
      {
        userId: bea.userId,
        email: bea.email,
        name: 'Bea',
        role: 'buyer',
        phone: null,
        address: null,
        companyId: 'co-b',
        avatarUrl: null,
        emailVerified: true,
        lastActiveAt: null,
        updatedAt: new Date().toISOString(),
      },
      'identity',
    );
    await publishEvent(h.nc, older);
    expect(await eventually(async () => (await held(bea.userId))?.companyId === 'co-b')).toBe(true);
    expect(await held(bea.userId)).toMatchObject({
      name: 'Bea',
      language: 'pt',
      timeZone: 'America/Sao_Paulo',
      emailVerified: true,
    });

    const registered = createEvent(
      userRegisteredV1,
      {
        userId: 'older-release-user',
        email: 'older@example.com',
        name: 'Old',
        role: 'buyer',
        companyId: null,
        createdAt: new Date().toISOString(),
      },
      'identity',
    );
    await publishEvent(h.nc, registered);
    const stored = await eventually(() => held('older-release-user'));
    expect(stored).toMatchObject({ emailVerified: false });
    expect(stored).not.toHaveProperty('language');
  });
});
