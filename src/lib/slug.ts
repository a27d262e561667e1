/**
 * A readable address part, as the database writes them (private.slugify in
 * supabase/migrations/20251125000000_directory.sql): accents dropped, '&' as 'and', anything but a-z and
 * 0-9 one hyphen, at most 60 characters. 'Training & Development' → 'training-and-development'.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'provider';
}

/** The address of a category's page in the provider directory. */
export function categoryPagePath(categoryName: string): string {
  return `/providers/category/${slugify(categoryName)}`;
}
