import { mongo, type Connection } from 'mongoose';
import type { Logger } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import type { RecipientRecord } from './recipients.model';

/**
 * The bell, its e-mail claims and the companies' webhooks lived in identity's database until the
 * notifications service took them over. A deployment that ran the older release has them there:
 * on its first start with CARRY_OVER_FROM_DB set, this service copies them once, by `_id`, into its
 * own database. Identity no longer reads or writes them; they stay in its database for one release
 * (docs/infra.md) so a rollback finds them.
 */

/** Copied as they are: the same collection names and documents on both sides. */
export const CARRIED_COLLECTIONS = [
  'notifications',
  'notification_mails',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_delivery_counters',
  'round_buyer_companies',
] as const;

/** Where a finished carry-over is written down, so it runs once (per source database). */
const MARKERS = 'carry_overs';
const BATCH = 500;

type Document = mongo.Document;
type Collection = mongo.Collection;

/** What a recipient needs of identity's user document (its fields as identity stores them). */
interface SourceUser {
  _id: string;
  email: string;
  name?: string;
  role: RecipientRecord['role'];
  companyId?: string | null;
  language?: RecipientRecord['language'];
  timeZone?: string | null;
  emailNotifications?: boolean;
  emailVerifiedAt?: Date | null;
  updatedAt?: Date;
  createdAt?: Date;
}

const USER_FIELDS = {
  email: 1,
  name: 1,
  role: 1,
  companyId: 1,
  language: 1,
  timeZone: 1,
  emailNotifications: 1,
  emailVerifiedAt: 1,
  updatedAt: 1,
  createdAt: 1,
};

/**
 * A user as the recipients directory holds them. Its version is the user's last change, so any
 * event identity publishes afterwards (a later occurredAt) replaces it.
 */
export function recipientFromUser(u: SourceUser): RecipientRecord {
  const changed = u.updatedAt ?? u.createdAt ?? new Date(0);
  return {
    _id: u._id,
    email: u.email,
    ...(u.name ? { name: u.name } : {}),
    role: u.role,
    companyId: u.companyId ?? null,
    ...(u.language ? { language: u.language } : {}),
    timeZone: u.timeZone ?? null,
    ...(u.emailNotifications === undefined ? {} : { emailNotifications: u.emailNotifications }),
    emailVerified: Boolean(u.emailVerifiedAt),
    sourceVersion: changed.toISOString(),
  };
}

/**
 * Inserts each document unless one with its `_id` is already here: what this service wrote since
 * (or a replica copying at the same time) is newer than the source and stays. Unordered, so one
 * duplicate does not stop the rest of the batch.
 */
async function insertMissing(target: Collection, docs: Document[]): Promise<number> {
  if (!docs.length) return 0;
  try {
    return (await target.insertMany(docs, { ordered: false })).insertedCount;
  } catch (err) {
    const failed = err as mongo.MongoBulkWriteError;
    const errors = Array.isArray(failed.writeErrors) ? failed.writeErrors : [failed.writeErrors];
    if (!(err instanceof mongo.MongoBulkWriteError) || errors.some((e) => !isDuplicateKey(e))) throw err;
    return failed.insertedCount;
  }
}

/** Every document of `source` through `map` into `target`, in batches; the number inserted. */
async function copyCollection(
  source: Collection,
  target: Collection,
  map: (doc: Document) => Document = (doc) => doc,
  projection?: Document,
): Promise<number> {
  let copied = 0;
  let batch: Document[] = [];
  for await (const doc of source.find({}, { batchSize: BATCH, projection })) {
    batch.push(map(doc));
    if (batch.length >= BATCH) {
      copied += await insertMissing(target, batch);
      batch = [];
    }
  }
  copied += await insertMissing(target, batch);
  return copied;
}

/**
 * Copies identity's notifications, webhooks and their read models, and its users as recipients,
 * from database `sourceDb` (same server) into this service's database, once. Safe to run again
 * after a crash half-way (inserts by `_id`, the marker written last) and from two replicas at once.
 */
export async function carryOverFrom(conn: Connection, sourceDb: string, logger: Logger): Promise<void> {
  const markers = conn.collection<{ _id: string; finishedAt: Date; copied: Record<string, number> }>(MARKERS);
  if (await markers.findOne({ _id: sourceDb })) return;
  const source = conn.getClient().db(sourceDb);
  const copied: Record<string, number> = {};
  for (const name of CARRIED_COLLECTIONS) {
    copied[name] = await copyCollection(source.collection(name), conn.collection(name));
  }
  // Only what a recipient needs: no password hash leaves identity's database.
  copied.recipients = await copyCollection(
    source.collection('users'),
    conn.collection('recipients'),
    (u) => recipientFromUser(u as unknown as SourceUser),
    USER_FIELDS,
  );
  try {
    await markers.insertOne({ _id: sourceDb, finishedAt: new Date(), copied });
  } catch (err) {
    // Another replica finished first: its marker says the same.
    if (!isDuplicateKey(err)) throw err;
  }
  logger.info({ sourceDb, copied }, 'carried notifications and webhooks over from the old database');
}
