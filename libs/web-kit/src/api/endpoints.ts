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

/** A zod schema, or anything else that reads a body into a `T` or throws. */
export interface ResponseSchema<T> {
  parse(body: unknown): T;
}

/**
 * An endpoint's `transformResponse`: the body checked against its contract, so that a response
 * that does not match is an error here, not a crash in a table cell.
 */
export function parsedWith<T>(schema: ResponseSchema<T>): (body: unknown) => T {
  return (body) => schema.parse(body);
}

/** An area's dashboard query: `GET <apiBase>/dashboard`, checked against the area's contract. */
export function dashboardQuery<T, const Tag extends string>(schema: ResponseSchema<T>, providesTags: Tag[]) {
  return { query: () => DASHBOARD_REQUEST, transformResponse: parsedWith(schema), providesTags };
}
