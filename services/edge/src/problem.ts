import type { ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@marketplace/contracts';

/** Writes problem+json on a raw response (the proxy's error path has no express `res` helpers). */
export function writeProblem(res: ServerResponse, problem: Problem): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(problem);
  res.writeHead(problem.status, {
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export function problem(
  status: number,
  code: string,
  title: string,
  detail?: string,
  requestId?: string,
  instance?: string,
): Problem {
  return {
    type: 'about:blank',
    title,
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(instance ? { instance } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
