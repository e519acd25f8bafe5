import request from 'supertest';
import { createApp } from './app';
import { scrubUrl } from './request-log';
import { capturingLogger } from '../testing/infra';

describe('request logs', () => {
  it('mask secret query parameters in the logged url and query', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({
      service: 'log-test',
      logger,
      routes: (r) => {
        r.get('/verify', (_req, res) => void res.status(204).end());
      },
    });
    await request(app).get('/verify?token=s3cr3t-value&lang=pt').expect(204);
    const logged = JSON.stringify(lines());
    expect(logged).not.toContain('s3cr3t-value');
    const entry = lines().find((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/verify'));
    expect(entry?.req).toMatchObject({ url: '/verify?token=[redacted]&lang=pt' });
    // Headers (cookies, authorization) are not part of request log lines at all.
    expect(entry?.req).not.toHaveProperty('headers');
  });

  it('leave other urls alone', () => {
    expect(scrubUrl('/users?search=ana&role=all')).toBe('/users?search=ana&role=all');
    expect(scrubUrl('/x?refresh_token=a&access_token=b&flag')).toBe(
      '/x?refresh_token=[redacted]&access_token=[redacted]&flag',
    );
    expect(scrubUrl('/plain')).toBe('/plain');
  });
});
