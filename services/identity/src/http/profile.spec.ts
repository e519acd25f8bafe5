import request from 'supertest';
import { binaryBody } from '@marketplace/service-kit/testing';
import { profileSchema, profileUpdatedV1, userRegisteredV1 } from '@marketplace/contracts';
import {
  findPublishedEvent,
  GOOD_PASSWORD,
  makePng,
  identityForFile,
  streamPosition,
  uniqueEmail,
  verifiedSession,
} from '../test-harness';

type ProfileEventData = { userId: string; phone: string | null; name: string; lastActiveAt: string | null };

describe('profile', () => {
  const h = identityForFile('profile');

  it('returns the signed-in user profile in the contract shape', async () => {
    const s = await verifiedSession(h, uniqueEmail('me'), { name: 'Caio', role: 'supplier' });
    const res = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    const profile = profileSchema.parse(res.body);
    expect(profile).toMatchObject({
      id: s.userId,
      authId: s.userId,
      name: 'Caio',
      email: s.email,
      role: 'supplier',
      phone: null,
      address: null,
      companyId: null,
      company: null,
      avatarUrl: null,
    });
    expect(profile.lastActiveAt).not.toBeNull();
  });

  it('announces a new account on JetStream', async () => {
    const since = await streamPosition(h.nc);
    const s = await verifiedSession(h, uniqueEmail('announce'), { name: 'Dora' });
    const event = await findPublishedEvent<{ userId: string; name: string }>(
      h.nc,
      userRegisteredV1.type,
      (d) => d.userId === s.userId,
      since,
    );
    expect(event?.data).toMatchObject({
      userId: s.userId,
      email: s.email,
      name: 'Dora',
      role: 'buyer',
      companyId: null,
      // What the notifications service's recipients directory keeps.
      language: 'en',
      timeZone: null,
      emailNotifications: true,
      emailVerified: false,
    });
  });

  it("announces each change of how the user wants to be told: language, e-mails, the browser's time zone", async () => {
    const s = await verifiedSession(h);
    const announced = async (since: number, match: (d: Record<string, unknown>) => boolean) =>
      (await findPublishedEvent(h.nc, profileUpdatedV1.type, (d) => d.userId === s.userId && match(d), since))
        ?.data;

    let since = await streamPosition(h.nc);
    await request(h.app)
      .patch('/profile/me')
      .set('Cookie', s.accessCookie)
      .send({ language: 'pt' })
      .expect(200);
    expect(await announced(since, (d) => d.language === 'pt')).toMatchObject({
      emailNotifications: true,
      emailVerified: true,
    });

    since = await streamPosition(h.nc);
    await request(h.app)
      .patch('/profile/me')
      .set('Cookie', s.accessCookie)
      .send({ emailNotifications: false })
      .expect(200);
    expect(await announced(since, (d) => d.emailNotifications === false)).toMatchObject({ language: 'pt' });

    since = await streamPosition(h.nc);
    await request(h.app)
      .post('/auth/sign-in')
      .set('Cookie', 'mp_tz=America%2FSao_Paulo')
      .send({ email: s.email, password: GOOD_PASSWORD })
      .expect(200);
    expect(await announced(since, (d) => d.timeZone === 'America/Sao_Paulo')).toMatchObject({
      language: 'pt',
      emailNotifications: false,
    });
  });

  it('updates name, phone and address; empty strings clear; the change is published', async () => {
    const s = await verifiedSession(h);
    const set = await request(h.app)
      .patch('/profile/me')
      .set('Cookie', s.accessCookie)
      .send({ name: '  Eva Souza ', phone: '+55 11 5555-0000', address: 'Rua A, 1' })
      .expect(200);
    expect(set.body).toMatchObject({ name: 'Eva Souza', phone: '+55 11 5555-0000', address: 'Rua A, 1' });

    const since = await streamPosition(h.nc);
    const cleared = await request(h.app)
      .patch('/profile/me')
      .set('Cookie', s.accessCookie)
      .send({ phone: '', address: '   ' })
      .expect(200);
    expect(cleared.body).toMatchObject({ name: 'Eva Souza', phone: null, address: null });
    const reread = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    expect(reread.body).toMatchObject({ name: 'Eva Souza', phone: null, address: null });

    const event = await findPublishedEvent<ProfileEventData>(
      h.nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.phone === null,
      since,
    );
    expect(event).not.toBeNull();
    expect(profileUpdatedV1.envelope.parse(event)).toMatchObject({
      data: { name: 'Eva Souza', address: null, emailVerified: true },
    });
  });

  it('refuses email, role, unknown fields and an empty name', async () => {
    const s = await verifiedSession(h);
    for (const body of [{ email: 'new@example.com' }, { role: 'admin' }, { name: 'X', isAdmin: true }]) {
      const res = await request(h.app)
        .patch('/profile/me')
        .set('Cookie', s.accessCookie)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('request.invalid');
    }
    const empty = await request(h.app)
      .patch('/profile/me')
      .set('Cookie', s.accessCookie)
      .send({ name: ' ' })
      .expect(400);
    expect(empty.body.errors[0].path).toBe('body.name');
    const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    expect(me.body).toMatchObject({ email: s.email, role: 'buyer' });
    await request(h.app).patch('/profile/me').send({ name: 'Nobody' }).expect(401);
  });

  it('refreshes last active at most every five minutes, announcing each refresh', async () => {
    const s = await verifiedSession(h);
    const { userRecords: User } = h.service.context;
    const first = (await User.findById(s.userId).lean())!;
    await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
    const unchanged = (await User.findById(s.userId).lean())!;
    expect(unchanged.lastActiveAt).toEqual(first.lastActiveAt);
    expect(unchanged._events).toEqual(first._events);

    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await User.updateOne({ _id: s.userId }, { $set: { lastActiveAt: tenMinutesAgo } });
    const since = await streamPosition(h.nc);
    // Parallel requests from one browser refresh it once.
    await Promise.all(
      [0, 1, 2].map(() => request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200)),
    );
    const touched = (await User.findById(s.userId).lean())!;
    expect(touched.lastActiveAt!.getTime()).toBeGreaterThan(tenMinutesAgo.getTime() + 9 * 60_000);
    expect(touched._events.length).toBe(first._events.length + 1);
    const event = await findPublishedEvent<ProfileEventData>(
      h.nc,
      profileUpdatedV1.type,
      (d) => d.userId === s.userId && d.lastActiveAt === touched.lastActiveAt!.toISOString(),
      since,
    );
    expect(event).not.toBeNull();
  });

  describe('avatar', () => {
    it('stores a real PNG and serves it back byte for byte; a new format replaces the old object', async () => {
      const s = await verifiedSession(h);
      const png = makePng(4, 3);
      const res = await request(h.app)
        .put('/profile/me/avatar')
        .set('Cookie', s.accessCookie)
        .attach('avatar', png, { filename: 'me.png', contentType: 'image/png' })
        .expect(200);
      const url: string = res.body.avatarUrl;
      expect(url).toMatch(new RegExp(`^/api/identity/avatars/${s.userId}\\.png\\?v=\\d+$`));

      const served = await request(h.app)
        .get(url.replace('/api/identity', ''))
        .set('Cookie', s.accessCookie)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, max-age=300');
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

      // Same user, other format: the URL changes and the old object is gone.
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
      const again = await request(h.app)
        .put('/profile/me/avatar')
        .set('Cookie', s.accessCookie)
        .attach('avatar', gif, { filename: 'anything.png', contentType: 'image/png' })
        .expect(200);
      expect(again.body.avatarUrl).toMatch(new RegExp(`^/api/identity/avatars/${s.userId}\\.gif\\?v=\\d+$`));
      await request(h.app).get(`/avatars/${s.userId}.png`).set('Cookie', s.accessCookie).expect(404);
      const gifServed = await request(h.app)
        .get(`/avatars/${s.userId}.gif`)
        .set('Cookie', s.accessCookie)
        .expect(200);
      expect(gifServed.headers['content-type']).toBe('image/gif');
    });

    it('refuses a text file named .png, an image over 2 MB and a missing file', async () => {
      const s = await verifiedSession(h);
      const text = await request(h.app)
        .put('/profile/me/avatar')
        .set('Cookie', s.accessCookie)
        .attach('avatar', Buffer.from('just some text, not an image'), {
          filename: 'fake.png',
          contentType: 'image/png',
        })
        .expect(415);
      expect(text.body.code).toBe('upload.not_image');

      const big = makePng(1024, 1024, true);
      expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
      const large = await request(h.app)
        .put('/profile/me/avatar')
        .set('Cookie', s.accessCookie)
        .attach('avatar', big, { filename: 'big.png', contentType: 'image/png' });
      expect(large.status).toBe(413);
      expect(large.body.code).toBe('upload.too_large');

      const missing = await request(h.app)
        .put('/profile/me/avatar')
        .set('Cookie', s.accessCookie)
        .field('note', 'no file')
        .expect(400);
      expect(missing.body.code).toBe('upload.missing');
      const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
      expect(me.body.avatarUrl).toBeNull();
    });

    it('serves avatars to signed-in users only, and only server-chosen names', async () => {
      const s = await verifiedSession(h);
      await request(h.app).get(`/avatars/${s.userId}.png`).expect(401);
      await request(h.app).get('/avatars/..%2Fsecret.png').set('Cookie', s.accessCookie).expect(400);
      await request(h.app).get('/avatars/someone.exe').set('Cookie', s.accessCookie).expect(400);
      await request(h.app).get('/avatars/nobody-here.png').set('Cookie', s.accessCookie).expect(404);
      await request(h.app).put('/profile/me/avatar').attach('avatar', makePng(1, 1), 'a.png').expect(401);
    });
  });
});
