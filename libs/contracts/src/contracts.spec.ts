import { z } from 'zod';
import { defineCommand } from './commands';
import { defineEvent, streamFor } from './envelope';
import { assignCompanyCommand, profileUpdatedV1, userRegisteredV1 } from './identity';

describe('contract naming rules', () => {
  it('accepts <service>.<entity>.<past-verb>.v<N> event subjects only', () => {
    expect(userRegisteredV1.type).toBe('identity.user.registered.v1');
    expect(() => defineEvent('identity.userRegistered', z.object({}))).toThrow();
    expect(() => defineEvent('Identity.user.registered.v1', z.object({}))).toThrow();
  });

  it('keeps command subjects out of every event stream', () => {
    expect(() => defineCommand('identity.assign-company.v1', z.object({}), z.object({}))).toThrow(/cmd\./);
    const producers = ['identity', 'buyer', 'supplier', 'admin'];
    for (const p of producers) {
      const [pattern] = streamFor(p).subjects;
      expect(assignCompanyCommand.subject.startsWith(pattern!.replace('>', ''))).toBe(false);
    }
  });

  it('validates envelopes against the event data schema', () => {
    const ok = {
      id: 'e1',
      type: profileUpdatedV1.type,
      occurredAt: new Date().toISOString(),
      producer: 'identity',
    };
    expect(
      userRegisteredV1.envelope.safeParse({ ...ok, type: userRegisteredV1.type, data: { userId: 'u' } })
        .success,
    ).toBe(false);
    expect(
      userRegisteredV1.envelope.safeParse({
        ...ok,
        type: userRegisteredV1.type,
        data: {
          userId: 'u',
          email: 'a@b.c',
          name: 'A',
          role: 'buyer',
          companyId: null,
          createdAt: ok.occurredAt,
        },
      }).success,
    ).toBe(true);
  });
});
