// Nothing a member uploads runs as a page of the stack's origin (issue 30, finding 2), in Chromium:
// hostile files are uploaded through storage-js as a member would (and, for the types a careless
// bucket would take, into a public bucket without type limits), then opened by their addresses the
// way a victim would follow a link. A script that ran would call window.pwned(); a control page shows
// that the detector works.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { keysFromEnv } from '../stack/src/keys.ts';
import { test, expect, API_URL, ANON_KEY } from './support/fixtures.ts';

const SCRIPT_HTML = '<!doctype html><html><body><script>window.pwned && window.pwned("html")</script></body></html>';
const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.pwned &amp;&amp; window.pwned(\'svg\')"><script>window.pwned &amp;&amp; window.pwned("svg-script")</script></svg>';
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket (no channel is opened here).
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

test('a hostile upload served from the stack cannot run script in Chromium', async ({ page }) => {
  const ran: string[] = [];
  await page.exposeFunction('pwned', (what: string) => ran.push(what));
  // The detector works: a page that runs script is seen.
  await page.setContent('<script>window.pwned("control")</script>');
  await expect.poll(() => ran).toEqual(['control']);
  ran.length = 0;

  const service = createClient(API_URL, keysFromEnv().serviceRoleKey, noSession);
  const member = createClient(API_URL, ANON_KEY, noSession);
  const email = `hostile-${Date.now().toString(36)}@example.com`;
  const signed = await member.auth.signUp({
    email,
    password: 'e2e-Password-1',
    options: { data: { full_name: 'Hostile Member', user_type: 'HR Professional', company: 'X', position: 'Y' } },
  });
  expect(signed.error).toBeNull();
  const uid = signed.data.user!.id;

  // The attacks of the issue: a type that smuggles HTML or SVG past the photos bucket. Refused; were
  // one accepted, the browser below opens it too.
  const addresses: string[] = [];
  const accepted: string[] = [];
  for (const [contentType, body] of [
    ['image/png/,TEXT/HTML', SCRIPT_HTML],
    ['image/png/,image/svg+xml', SCRIPT_SVG],
    ['image/svg+xml', SCRIPT_SVG],
  ] as const) {
    const key = `${uid}/evil-${contentType.length}.png`;
    const { error } = await member.storage.from('photos').upload(key, body, { contentType });
    if (error) expect(error, contentType).toMatchObject({ statusCode: '415' });
    else {
      accepted.push(contentType);
      addresses.push(member.storage.from('photos').getPublicUrl(key).data.publicUrl);
    }
  }

  // What may be stored is served so that it never runs.
  const photo = `${uid}/page.png`; // HTML bytes with an allowed type
  expect(
    (await member.storage.from('photos').upload(photo, SCRIPT_HTML, { contentType: 'image/png' })).error,
  ).toBeNull();
  addresses.push(member.storage.from('photos').getPublicUrl(photo).data.publicUrl);

  const cv = `${uid}/cv.pdf`; // an HTML page renamed .pdf, sent past the browser's check
  expect(
    (await member.storage.from('cvs').upload(cv, SCRIPT_HTML, { contentType: 'application/pdf' })).error,
  ).toBeNull();
  const link = await member.storage.from('cvs').createSignedUrl(cv, 60);
  expect(link.error).toBeNull();
  addresses.push(link.data!.signedUrl);

  // A bucket a careless migration left without type limits.
  const bucket = `e2e-open-${Date.now().toString(36)}`;
  expect((await service.storage.createBucket(bucket, { public: true })).error).toBeNull();
  for (const [name, body, contentType] of [
    ['page.html', SCRIPT_HTML, 'text/html'],
    ['pic.svg', SCRIPT_SVG, 'image/svg+xml'],
    ['page.xhtml', SCRIPT_HTML, 'application/xhtml+xml'],
    ['page.xml', SCRIPT_SVG, 'text/xml'],
  ] as const) {
    expect((await service.storage.from(bucket).upload(name, body, { contentType })).error).toBeNull();
    addresses.push(service.storage.from(bucket).getPublicUrl(name).data.publicUrl);
  }

  for (const address of addresses) {
    const response = await page.goto(address).catch(() => null); // attachments end the navigation
    if (response) expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // And framed by a page of the stack's own origin.
    await page.goto(`${API_URL}/storage/v1/none`).catch(() => null);
    await page.setContent(`<iframe src="${address}"></iframe>`);
    await page.waitForLoadState('load');
  }
  expect(ran).toEqual([]);
  expect(accepted).toEqual([]);
});
