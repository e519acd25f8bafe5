import { profileUpdatedV1, userRegisteredV1 } from '@marketplace/contracts';
import { KeyedLock } from '@marketplace/service-kit/store';
import { appendEventId, createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import { profileUpdatedData, userRegisteredData, type UserRecord } from '../domain/user';
import type { IdentityModels } from './models';
import { PRODUCER } from '../config';

export type NewUser = Omit<UserRecord, '_events'>;
/** The fields to change, or null for "nothing to do" (then no write and no event). */
export type UserChange = (
  current: UserRecord,
  now: Date,
) => Partial<Omit<UserRecord, '_id' | '_events' | 'updatedAt'>> | null;

/**
 * Every write of a user document goes through here, together with the event announcing it
 * (kit outbox: the event id is stamped into the same single-document write).
 */
export class UserStore {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly models: IdentityModels,
    private readonly outbox: Outbox,
  ) {}

  findById(id: string): Promise<UserRecord | null> {
    return this.models.userRecords.findById(id).lean<UserRecord>().exec();
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.models.userRecords.findOne({ email }).lean<UserRecord>().exec();
  }

  /** Inserts a new user and announces it; a taken email fails with the duplicate-key error. */
  async create(user: NewUser): Promise<UserRecord> {
    const event = createEvent(userRegisteredV1, userRegisteredData({ ...user, _events: [] }), PRODUCER);
    return this.outbox.record([event], { collection: 'users', id: user._id }, async (ids) => {
      await this.models.userRecords.create({ ...user, _events: ids });
      return { ...user, _events: ids };
    });
  }

  /** Reads the current record, applies `change`, writes it and announces the new profile. */
  update(userId: string, change: UserChange): Promise<UserRecord | null> {
    return this.lock.run(userId, async () => {
      const current = await this.findById(userId);
      if (!current) return null;
      const now = new Date();
      const set = change(current, now);
      if (!set) return current;
      const next: UserRecord = { ...current, ...set, updatedAt: now };
      const event = createEvent(profileUpdatedV1, profileUpdatedData(next), PRODUCER);
      return this.outbox.record([event], { collection: 'users', id: userId }, async ([eventId]) => {
        const _events = appendEventId(current._events, eventId!);
        await this.models.userRecords.updateOne(
          { _id: userId },
          { $set: { ...set, updatedAt: now, _events } },
        );
        return { ...next, _events };
      });
    });
  }
}
