import { PHOTO_UPLOAD } from '@/config/uploads';
import { env } from '@/lib/env';

/**
 * The address of a member's photo. `profiles.avatar_url` names an object of the public 'photos'
 * bucket (`<member id>/<file>`), never a web address (the database refuses those), so each project
 * serves its own members' photos. The address is Storage's public-object URL, the one storage-js's
 * getPublicUrl builds; built here so a card can show a photo without loading supabase-js.
 * Already-resolved addresses (a local preview's blob: or data: URL, an http(s) URL) pass through.
 */
export function photoUrl(avatarUrl: string | null | undefined): string | null {
  if (!avatarUrl) return null;
  if (/^(https?:|blob:|data:)/i.test(avatarUrl)) return avatarUrl;
  const path = avatarUrl.split('/').map(encodeURIComponent).join('/');
  return `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PHOTO_UPLOAD.bucket}/${path}`;
}
