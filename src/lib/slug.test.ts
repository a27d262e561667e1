import { describe, expect, it } from 'vitest';
import { categoryPagePath, slugify } from './slug';

// The same answers the database's private.slugify gives (supabase/tests/directory.test.ts checks those).
describe('slugify', () => {
  it.each([
    ['Training & Development', 'training-and-development'],
    ['Brooks & Vale Legal', 'brooks-and-vale-legal'],
    ['Ünïque Façade & Co', 'unique-facade-and-co'],
    ['Summit Leadership Co.', 'summit-leadership-co'],
    ['  --  ', 'provider'],
    ['x'.repeat(59) + ' yz', 'x'.repeat(59)],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('names a category page', () => {
    expect(categoryPagePath('Payroll Services')).toBe('/providers/category/payroll-services');
  });
});
