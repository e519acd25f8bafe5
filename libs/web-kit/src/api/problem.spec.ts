import { problemFromResponse, networkProblem, toProblem, codeForStatus } from './problem';

describe('problemFromResponse', () => {
  it('keeps a problem+json body', () => {
    const body = {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      code: 'auth.invalid_credentials',
      detail: 'Invalid email or password',
      requestId: 'r1',
    };
    expect(problemFromResponse(401, body)).toEqual(body);
  });

  it('makes one from a status when the body is not a problem (e.g. an HTML 502)', () => {
    expect(problemFromResponse(502, '<html>bad gateway</html>', 'req-9')).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      code: 'service.unavailable',
      requestId: 'req-9',
    });
    expect(problemFromResponse(404, null).code).toBe('resource.not_found');
  });

  it('maps statuses to the shared codes', () => {
    expect(codeForStatus(401)).toBe('auth.unauthenticated');
    expect(codeForStatus(422)).toBe('request.invalid');
    expect(codeForStatus(429)).toBe('request.rate_limited');
    expect(codeForStatus(504)).toBe('service.timeout');
    expect(codeForStatus(500)).toBe('server.error');
  });
});

describe('toProblem', () => {
  it('passes a problem through and converts other shapes', () => {
    const p = networkProblem('timeout');
    expect(toProblem(p)).toBe(p);
    expect(toProblem({ status: 403, data: { message: 'nope' } })).toMatchObject({
      status: 403,
      code: 'auth.forbidden',
      detail: 'nope',
    });
    expect(toProblem({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({
      status: 0,
      code: 'network.unreachable',
    });
    expect(toProblem(new Error('boom'))).toMatchObject({ code: 'server.error', detail: 'boom' });
    expect(toProblem(undefined)).toMatchObject({ code: 'server.error' });
  });
});
