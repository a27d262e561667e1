import { describe, expect, it } from 'vitest';
import { photoUrl } from './photos';
import { env } from './env';

describe('photoUrl', () => {
  it("resolves a photos object to Storage's public address on the configured project", () => {
    expect(photoUrl('0b6a1c1e-0000-4000-8000-000000000001/9f-photo.webp')).toBe(
      `${env.supabaseUrl}/storage/v1/object/public/photos/0b6a1c1e-0000-4000-8000-000000000001/9f-photo.webp`,
    );
  });

  it('gives nothing for an empty value, so the initials show', () => {
    expect(photoUrl(null)).toBeNull();
    expect(photoUrl('')).toBeNull();
    expect(photoUrl(undefined)).toBeNull();
  });

  it('passes a local preview through unchanged', () => {
    expect(photoUrl('blob:http://localhost/abc')).toBe('blob:http://localhost/abc');
  });
});
