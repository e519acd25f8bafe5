import {
  Schema,
  type Connection,
  type Model,
  type SchemaDefinition,
  type SchemaDefinitionType,
  type SchemaOptions,
} from 'mongoose';

/**
 * The schema of one collection, stored the way every service stores documents: `_id` is a string
 * the service gives (never an ObjectId), and mongoose's `__v` counter is off: one writer per
 * document needs none, and read models compare a `version` of their own (`readModelVersion`).
 */
export function collectionSchema<Doc>(
  collection: string,
  fields: SchemaDefinition<SchemaDefinitionType<Doc>>,
  options: Pick<SchemaOptions, 'strict' | 'minimize'> = {},
): Schema<Doc> {
  return new Schema<Doc>(
    { _id: { type: String, required: true }, ...fields } as SchemaDefinition<SchemaDefinitionType<Doc>>,
    { ...options, collection, versionKey: false },
  );
}

/** A read model's `version`: what `applyNewerVersion` / `patchNewerVersion` compare. */
export const readModelVersion = { version: { type: Number, required: true } } as const;

/** Where a changed document keeps the ids of the events announcing it (messaging/outbox.ts). */
export const EVENTS_FIELD = '_events';

/** The outbox's stamp on a changed document: the ids of the events announcing the change. */
export const outboxStamp = { [EVENTS_FIELD]: { type: [String], default: [] } };

/**
 * The connection's model of that name, registered on first use: a spec may build a service twice
 * on one connection, and mongoose refuses to register a name twice.
 */
export function modelOn<Doc>(conn: Connection, name: string, schema: Schema<Doc>): Model<Doc> {
  return (conn.models[name] as Model<Doc> | undefined) ?? conn.model<Doc>(name, schema);
}

/**
 * Resolves with `models` once each has built its indexes: a unique index is what guards the
 * first write it protects (one sign-up per e-mail, one category per name), so it must exist first.
 */
export async function withIndexes<M extends { [K in keyof M]: { init(): Promise<unknown> } }>(
  models: M,
): Promise<M> {
  const all: Array<{ init(): Promise<unknown> }> = Object.values(models);
  await Promise.all(all.map((model) => model.init()));
  return models;
}
