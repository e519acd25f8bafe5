import type {
  EventData,
  EventEnvelope,
  Role,
  profileUpdatedV1,
  userRegisteredV1,
} from '@marketplace/contracts';
import { applyNewerVersion, findByIds, type ReadModelDoc } from '@marketplace/service-kit/store';
import type { RecipientModel, RecipientRecord } from './recipients.model';

/** What a notice needs of each recipient (and whether their address was confirmed). */
const RECIPIENT_FIELDS = {
  _id: 1,
  email: 1,
  emailNotifications: 1,
  language: 1,
  timeZone: 1,
  emailVerified: 1,
} as const;

export type NoticeRecipient = Pick<
  RecipientRecord,
  '_id' | 'email' | 'emailNotifications' | 'language' | 'timeZone' | 'emailVerified'
>;

type UserEventData = EventData<typeof userRegisteredV1> | EventData<typeof profileUpdatedV1>;

/** The settings an event says; those it leaves out (an older event) stay as stored. */
function preferencesOf(d: UserEventData): Partial<RecipientRecord> {
  return {
    ...(d.language !== undefined ? { language: d.language } : {}),
    ...(d.timeZone !== undefined ? { timeZone: d.timeZone } : {}),
    ...(d.emailNotifications !== undefined ? { emailNotifications: d.emailNotifications } : {}),
  };
}

/**
 * The directory of users this service notifies, kept from identity's `registered` and
 * `profile.updated` events (the `notifications-identity` consumer is its only writer, so a read
 * followed by a replace is safe; the version makes late or repeated events harmless).
 */
export class RecipientDirectory {
  constructor(private readonly model: RecipientModel) {}

  init(): Promise<unknown> {
    return this.model.init();
  }

  /** A user's registration or profile change, if newer than what is held. */
  async apply(event: EventEnvelope<UserEventData>): Promise<void> {
    const d = event.data;
    await applyNewerVersion(
      this.model,
      d.userId,
      event.occurredAt,
      (current): ReadModelDoc<RecipientRecord> => ({
        ...(current ?? {}),
        email: d.email,
        name: d.name,
        role: d.role,
        companyId: d.companyId,
        ...preferencesOf(d),
        // A registration of an older release does not say: confirmed only once a profile event says so.
        emailVerified: d.emailVerified ?? current?.emailVerified ?? false,
        sourceVersion: event.occurredAt,
      }),
      { field: 'sourceVersion' },
    );
  }

  findById(userId: string): Promise<RecipientRecord | null> {
    return this.model.findById(userId).lean<RecipientRecord>().exec();
  }

  /**
   * The users a notification request names (by id, by company, by role), each once, in
   * batches of `batchSize`. Accounts whose address was never confirmed are left out: they
   * cannot sign in to see a bell, and an unconfirmed address is not mailed anything else.
   * Each name is read by equality (the ids one by one, each company and role with its own
   * index): FerretDB applies `$in` and `$or` only after reading every document, which would make
   * each notice read the whole directory.
   */
  async *recipients(
    r: { userIds: string[]; companyIds: string[]; roles: Role[] },
    batchSize = 200,
  ): AsyncGenerator<NoticeRecipient[]> {
    const seen = new Set<string>();
    let batch: NoticeRecipient[] = [];
    for await (const user of this.named(r, batchSize)) {
      if (!user.emailVerified || seen.has(user._id)) continue;
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
  ): AsyncGenerator<NoticeRecipient> {
    // Projected to RECIPIENT_FIELDS: only those fields are there.
    const byId = await findByIds<RecipientRecord>(this.model, r.userIds, RECIPIENT_FIELDS);
    yield* byId.values();
    const groups: Array<Record<string, string>> = [
      ...r.companyIds.map((companyId) => ({ companyId })),
      ...r.roles.map((role) => ({ role })),
    ];
    for (const group of groups)
      yield* this.model
        .find({ ...group, emailVerified: true }, RECIPIENT_FIELDS)
        .lean<NoticeRecipient[]>()
        .cursor({ batchSize });
  }

  /**
   * The company of each user named (a buyer acts for their company), read by id: FerretDB applies
   * `_id: {$in}` only after reading every document.
   */
  async companiesOf(userIds: readonly string[]): Promise<string[]> {
    const users = await findByIds<RecipientRecord>(this.model, userIds, { _id: 1, companyId: 1 });
    return [...users.values()].map((u) => u.companyId).filter((c): c is string => Boolean(c));
  }
}
