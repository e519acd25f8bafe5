import { profileUpdatedV1, userRegisteredV1, type Role } from '@marketplace/contracts';
import { KeyedLock, findByIds } from '@marketplace/service-kit/store';
import { appendEventId, createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import { profileUpdatedData, userRegisteredData, type UserRecord } from '../domain/user';
import type { IdentityModels } from './models';
import { PRODUCER } from '../config';

export type NewUser = Omit<UserRecord, '_events'>;
export type RecipientRecord = Pick<
  UserRecord,
  '_id' | 'email' | 'emailNotifications' | 'language' | 'timeZone'
>;
/** The fields to change, or null for "nothing to do" (then no write and no event). */
export type UserChange = (
  current: UserRecord,
  now: Date,
) => Partial<Omit<UserRecord, '_id' | '_events' | 'updatedAt'>> | null;

/** What a notice needs of each recipient (and whether their address was confirmed). */
const RECIPIENT_FIELDS = {
  _id: 1,
  email: 1,
  emailNotifications: 1,
  language: 1,
  timeZone: 1,
  emailVerifiedAt: 1,
} as const;

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

  /**
   * The users a notification request names (by id, by company, by role), each once, in
   * batches of `batchSize`. Accounts whose address was never confirmed are left out: they
   * cannot sign in to see a bell, and an unconfirmed address is not mailed anything else.
   * Each name is read by equality (the ids one by one, each company and role with its own
   * index): FerretDB applies `$in` and `$or` only after reading every user, which made each
   * notice read the whole directory.
   */
  async *recipients(
    r: { userIds: string[]; companyIds: string[]; roles: Role[] },
    batchSize = 200,
  ): AsyncGenerator<RecipientRecord[]> {
    const seen = new Set<string>();
    let batch: RecipientRecord[] = [];
    for await (const user of this.named(r, batchSize)) {
      if (!user.emailVerifiedAt || seen.has(user._id)) continue;
      seen.add(user._id);
      batch.push(user);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }

  /** Every user a request names, repeats included: its ids, then each company's and role's users. */
  private async *named(
    r: { userIds: string[]; companyIds: string[]; roles: Role[] },
    batchSize: number,
  ): AsyncGenerator<RecipientRecord & { emailVerifiedAt: Date | null }> {
    // Projected to RECIPIENT_FIELDS: only those fields are there.
    const byId = await findByIds<UserRecord>(this.models.userRecords, r.userIds, RECIPIENT_FIELDS);
    yield* byId.values();
    const groups: Array<Record<string, string>> = [
      ...r.companyIds.map((companyId) => ({ companyId })),
      ...r.roles.map((role) => ({ role })),
    ];
    for (const group of groups)
      yield* this.models.userRecords
        .find({ ...group, emailVerifiedAt: { $ne: null } }, RECIPIENT_FIELDS)
        .lean<Array<RecipientRecord & { emailVerifiedAt: Date | null }>>()
        .cursor({ batchSize });
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
