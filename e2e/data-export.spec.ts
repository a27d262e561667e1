// 'Download my data' (issue 36) in a real browser against the local stack: a member asks for their
// archive in Settings, follows it to the link, downloads it and the test opens the ZIP.
import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { configure, TextWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import {
  ANON_KEY,
  API_URL,
  expect,
  expectAccessible,
  memberPage,
  newMember,
  test,
  toastWith,
} from './support/fixtures.ts';
import { mailTo } from './support/inbox.ts';

configure({ useWebWorkers: false });

test('a member downloads their data from Settings and the archive holds it', async ({ browser }) => {
  test.slow();
  const m = newMember();
  const page = await memberPage(browser, m);

  // Something of their own to find in the archive: a skill, written as the app writes it.
  const client = createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: signedIn, error } = await client.auth.signInWithPassword({ email: m.email, password: m.password });
  expect(error).toBeNull();
  const uid = signedIn.user!.id;
  expect((await client.from('skills').insert({ profile_id: uid, skill_name: 'Data portability' })).error).toBeNull();

  await page.goto('/profile?tab=settings');
  const card = page.getByRole('region', { name: 'Your data' });
  // The profile screen is lazy-loaded and reads the profile first: on a busy machine that takes a while.
  await expect(card.getByText(/Download a copy of everything HR Connect holds about you/)).toBeVisible({
    timeout: 30_000,
  });
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(toastWith(page, 'Preparing your archive')).toBeVisible();

  // The card follows the export to its link (its steps show while it runs: YourDataCard.test.tsx).
  const link = card.getByRole('link', { name: /^Download archive \(.+\)$/ });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Your archive is ready')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  await expect(card.getByText(/^You can ask for a new archive at .+\.$/)).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hr-connect-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = new Uint8Array(await readFile((await download.path())!));

  const entries = await new ZipReader(new Uint8ArrayReader(zip)).getEntries();
  const text = async (name: string) => {
    const entry = entries.find((e) => e.filename === name);
    if (!entry || entry.directory) throw new Error(`${name} is not a file of the archive`);
    return entry.getData(new TextWriter());
  };
  expect(entries.map((e) => e.filename)).toEqual(
    expect.arrayContaining(['README.txt', 'profile.json', 'skills.json', 'connections.json', 'invites.json']),
  );
  expect(await text('README.txt')).toContain(m.fullName);
  expect(JSON.parse(await text('profile.json'))).toMatchObject({ id: uid, email: m.email, full_name: m.fullName });
  expect(JSON.parse(await text('skills.json'))).toEqual([expect.objectContaining({ skill_name: 'Data portability' })]);

  // The mail says it is ready and leads back to Settings.
  const mail = await mailTo(m.email, 'Your data is ready');
  expect(mail.Text).toContain('/profile?tab=settings');
});
