import fs from 'node:fs';
import { z } from 'zod';

const FLAG_WORDS = z.enum(['true', 'false', '1', '0', 'yes', 'no']);
const isOn = (word: z.infer<typeof FLAG_WORDS>) => word === 'true' || word === '1' || word === 'yes';

/** An env flag: `true/false`, `1/0`, `yes/no`, with a default when unset. */
export const envFlag = (fallback: boolean) => FLAG_WORDS.default(fallback ? 'true' : 'false').transform(isOn);

/** An env flag whose default depends on other settings: undefined when unset. */
export const optionalEnvFlag = () => FLAG_WORDS.transform(isOn).optional();

/** Variables every service reads. Services extend this with their own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL')
    .default('mongodb://127.0.0.1:27017'),
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
    .optional(),
  NATS_URL: z
    .string()
    .regex(/^nats:\/\//, 'must be a nats:// URL')
    .default('nats://127.0.0.1:4222'),
  /** PEM text, or a path to a PEM file via JWT_PUBLIC_KEY_FILE. */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Store calls at least this slow are logged and counted in /metrics. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(100),
  /** Deadlines of every store call (see StoreDeadlines in store/mongo.ts). */
  MONGO_SERVER_SELECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  MONGO_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  MONGO_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  /** How long a store call may queue for one of the pool's connections (a rush queues, not fails). */
  MONGO_WAIT_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Concurrent store commands per process (FerretDB deadlocks beyond its own pool of 50). */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** JetStream replicas of the streams this service creates: 1 on one server, 3 on a 3-node cluster. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /**
   * Declares a developer's or a test's machine: what is unsafe elsewhere (identity's mail sink,
   * a clock that can be moved) needs it. Never inferred (an unset NODE_ENV is not "local"): the
   * scripts that start local runs set it, deployments do not.
   */
  LOCAL_RUN: envFlag(false),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(public readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses env against the schema. A bad value gives one line per variable naming it, so an
 * operator can fix a Deployment in one pass instead of one crash loop per mistake.
 */
export function loadConfig<S extends z.ZodTypeAny>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(env)';
    const value = env[name];
    const shown = value === undefined ? 'missing' : `got "${String(value).slice(0, 40)}"`;
    return `${name}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(lines);
}

/** Reads a PEM key given inline or as a file; inline `\n` escapes are accepted for env files. */
export function readKey(inline: string | undefined, file: string | undefined, name: string): string {
  if (inline && inline.trim()) return inline.replace(/\\n/g, '\n');
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError([`${name}_FILE: cannot read "${file}"`]);
    }
  }
  throw new ConfigError([`${name}: missing (set ${name} or ${name}_FILE)`]);
}

/**
 * The reader of a positive whole number the HTTP app takes from the environment itself, before
 * any config schema: `fallback` when unset or blank; at most `maxDigits` digits; an error naming
 * `name` and the unit otherwise.
 */
export function positiveWholeFromEnv(
  name: string,
  { fallback, maxDigits, unit }: { fallback: number; maxDigits: number; unit: string },
): (env?: NodeJS.ProcessEnv) => number {
  return (env = process.env) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    if (!new RegExp(`^\\d{1,${maxDigits}}$`).test(text) || Number(text) < 1)
      throw new Error(`${name}: must be a whole number of ${unit} ≥ 1, got "${text}"`);
    return Number(text);
  };
}

/** A whole-number setting of at least `min`; `fallback` when unset. */
export const wholeNumberSchema = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).default(fallback);

/** The port a server listens on (0: any free one); `fallback` when unset. */
export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** A MinIO/S3 bucket name (the env variable that names it, with its default). */
export const bucketNameSchema = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name')
    .default(fallback);

/**
 * The producer whose stream a service reads (the env variable that names it, with the real
 * producer as default): only tests change it, to read a stream of their own.
 */
export const producerNameSchema = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z]+$/)
    .default(fallback);

/** The object store (MinIO, S3 API) settings of every service that keeps files. */
export const objectStorageConfigShape = {
  MINIO_ENDPOINT: z.string().default('127.0.0.1'),
  MINIO_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
  MINIO_USE_SSL: envFlag(false),
  MINIO_ACCESS_KEY: z.string().default('minioadmin'),
  MINIO_SECRET_KEY: z.string().default('minioadmin'),
};
export type ObjectStorageConfig = {
  [K in keyof typeof objectStorageConfigShape]: z.infer<(typeof objectStorageConfigShape)[K]>;
};
