import { describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders } from '../../../tests/support/app.js';
import { createUser } from '../../../tests/support/factories.js';

function multipartBody(boundary: string): string {
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="pdf"; filename="grades.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe('cross-site write defence', async () => {
  const t = await createTestApp();
  const boundary = 'gradelensboundary';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };

  it('refuses a multipart form post from another site, as a plain HTML form would send it', async () => {
    const user = await createUser(t.db, t.config);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...multipart,
        cookie: user.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: multipartBody(boundary),
    });
    expect(res.statusCode).toBe(403);
    // The session survived: the write never ran.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('refuses a multipart post carrying the header but coming from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...multipart, ...writeHeaders, origin: 'https://evil.example' },
      payload: multipartBody(boundary),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { credential: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
