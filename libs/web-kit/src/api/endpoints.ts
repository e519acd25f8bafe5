import type { ApiRequestArgs } from './request';

/** Every area's service answers its dashboard at `GET <apiBase>/dashboard`. */
export const DASHBOARD_REQUEST: ApiRequestArgs = { url: '/dashboard' };

/** A list's request: the search box's text (trimmed, left out when empty), then the list's filters. */
export function listRequest<Query extends { [K in keyof Query]: string | number | undefined }>(
  url: string,
  query: Query & { search?: string },
): ApiRequestArgs {
  const { search, ...filters } = query;
  return { url, params: { search: search?.trim() || undefined, ...filters } };
}

/** The shared contracts, typed; their code is loaded by `loadContracts` only. */
type Contracts = typeof import('@marketplace/contracts');

/** A zod schema, or anything else that reads a body into a `T` or throws. */
export interface ResponseSchema<T> {
  parse(body: unknown): T;
}

/** The names of the contracts' response schemas (`buyerRoundsResponseSchema`, …). */
export type SchemaName = {
  [K in keyof Contracts]: Contracts[K] extends ResponseSchema<unknown> ? K : never;
}[keyof Contracts];

/** What the schema `Name` reads a body into. */
export type Parsed<Name extends SchemaName> = Contracts[Name] extends ResponseSchema<infer T> ? T : never;

let contracts: Promise<Contracts> | undefined;
/** Waiting for something to ask for the contracts (whenContractsAsked). */
let askedWaiters: Array<() => void> = [];

/**
 * The contracts' schemas, loaded on the first answer that needs them (once). No first page waits
 * for them: its first data comes with the server's page, already checked there; zod and the
 * schemas (~47 KiB gzip, 0.2-0.6 s of a phone's main thread) come after the page can act.
 */
export function loadContracts(): Promise<Contracts> {
  // A failed download is not kept: the next answer asks again.
  contracts ??= import('@marketplace/contracts').catch((error: unknown) => {
    contracts = undefined;
    throw error;
  });
  const waiting = askedWaiters;
  askedWaiters = [];
  waiting.forEach((resolve) => resolve());
  return contracts;
}

/** Resolves once something has asked for the contracts (an answer to check): at once if it has. */
export const whenContractsAsked = (): Promise<void> =>
  contracts ? Promise.resolve() : new Promise((resolve) => askedWaiters.push(resolve));

/**
 * An endpoint's `transformResponse`: the body checked against the contract's schema `name`, so
 * that a response that does not match is an error here, not a crash in a table cell. Named, not
 * imported: an area's API module then holds no schema, and the schemas load with the first answer.
 */
export function parsedWith<Name extends SchemaName>(name: Name): (body: unknown) => Promise<Parsed<Name>> {
  return async (body) => {
    const schema: ResponseSchema<unknown> = (await loadContracts())[name];
    return schema.parse(body) as Parsed<Name>;
  };
}

/** An area's dashboard query: `GET <apiBase>/dashboard`, checked against the area's contract. */
export function dashboardQuery<Name extends SchemaName, const Tag extends string>(
  schema: Name,
  providesTags: Tag[],
) {
  return { query: () => DASHBOARD_REQUEST, transformResponse: parsedWith(schema), providesTags };
}
