// Profile photos and company logos in Storage (issue 17): a public bucket, each member writes only
// their own folder, and profiles.avatar_url may only name an object of that folder (no web
// addresses, so no tracking pixels). Through the app's own savers and supabase-js, RLS on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeProfilePhoto, saveProfilePhoto } from '@/features/profile/queries';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let ann: Member;
let bob: Member;

// The smallest valid PNG: Storage checks the declared type, the browser the bytes.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
const png = () => new Blob([PNG], { type: 'image/png' });

const avatarOf = async (id: string) =>
  (await t.stack.db.query<{ avatar_url: string | null }>('select avatar_url from public.profiles where id = $1', [id]))
    .rows[0].avatar_url;
const objectsOf = async (id: string) =>
  (
    await t.stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'photos' and name like $1 order by name`,
      [`${id}/%`],
    )
  ).rows.map((r) => r.name);

beforeAll(async () => {
  t = await startContext();
  ann = await t.member('Ann Photo');
  bob = await t.member('Bob Photo', { type: 'Service Provider' });
});
afterAll(async () => {
  await t.stack.stop();
});

describe('the photos bucket', () => {
  it('is public, 2 MB, JPEG/PNG/WebP, made by the migration', async () => {
    expect((await t.service.storage.getBucket('photos')).data).toMatchObject({
      public: true,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    });
  });

  it('a member writes only their own folder; Storage refuses other types and sizes', async () => {
    const photos = ann.client.storage.from('photos');
    expect((await photos.upload(`${ann.id}/a.png`, png())).error).toBeNull();
    expect((await photos.upload(`${bob.id}/planted.png`, png())).error).toMatchObject({ statusCode: '403' });
    expect((await t.anon.storage.from('photos').upload(`${ann.id}/anon.png`, png())).error).toMatchObject({
      statusCode: '403',
    });
    const svg = await photos.upload(`${ann.id}/x.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(svg.error).toMatchObject({ statusCode: '415' });
    const big = await photos.upload(
      `${ann.id}/big.png`,
      new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' }),
    );
    expect(big.error).toMatchObject({ statusCode: '413' });
  });

  it('nobody else replaces or removes a member’s photo', async () => {
    const overwrite = await bob.client.storage.from('photos').upload(`${ann.id}/a.png`, png(), { upsert: true });
    expect(overwrite.error).toBeTruthy();
    expect((await bob.client.storage.from('photos').remove([`${ann.id}/a.png`])).data).toEqual([]);
    expect(await objectsOf(ann.id)).toEqual([`${ann.id}/a.png`]);
  });

  it('anyone, visitors included, loads a photo from its public address', async () => {
    const { data } = t.anon.storage.from('photos').getPublicUrl(`${ann.id}/a.png`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });
});

describe('avatar_url', () => {
  it('saving a photo names the new object, removes the old ones, and removing goes back to initials', async () => {
    const first = await saveProfilePhoto(ann.client, ann.id, png());
    expect(first).toMatch(new RegExp(`^${ann.id}/[0-9a-f-]{36}-photo\\.png$`));
    expect(await avatarOf(ann.id)).toBe(first);
    // The stray upload of the bucket test went with it.
    expect(await objectsOf(ann.id)).toEqual([first]);

    const second = await saveProfilePhoto(ann.client, ann.id, new Blob([PNG], { type: 'image/webp' }));
    expect(second).not.toBe(first);
    expect(await avatarOf(ann.id)).toBe(second);
    expect(await objectsOf(ann.id)).toEqual([second]);

    await removeProfilePhoto(ann.client, ann.id);
    expect(await avatarOf(ann.id)).toBeNull();
    expect(await objectsOf(ann.id)).toEqual([]);
  });

  it('refuses web addresses (tracking pixels), other members’ photos and objects that are not there', async () => {
    const bobPhoto = await saveProfilePhoto(bob.client, bob.id, png());
    const set = (avatar_url: string) => ann.client.from('profiles').update({ avatar_url }).eq('id', ann.id);
    expect((await set('https://tracker.example/pixel.gif')).error?.code).toBe('23514');
    expect((await set(bobPhoto)).error?.code).toBe('23514');
    expect((await set(`${ann.id}/00000000-0000-4000-8000-000000000000-photo.png`)).error?.code).toBe('23503');
    expect((await set(`${ann.id}/../${bob.id}/x.png`)).error?.code).toBe('23514');
    expect(await avatarOf(ann.id)).toBeNull();
  });

  it('a member cannot set another member’s avatar at all', async () => {
    await ann.client.from('profiles').update({ avatar_url: null }).eq('id', bob.id);
    expect(await avatarOf(bob.id)).not.toBeNull();
  });

  it('a refused save leaves no file behind', async () => {
    await expect(saveProfilePhoto(ann.client, ann.id, new Blob(['x'], { type: 'image/gif' }))).rejects.toThrow(
      'A photo must be a JPEG, PNG or WebP image',
    );
    expect(await objectsOf(ann.id)).toEqual([]);
  });
});
