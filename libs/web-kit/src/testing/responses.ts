/** A server's JSON answer to a stand-in `fetch`: from status 400 on, a problem (`application/problem+json`). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}
