// 'Why this suggestion', from what really matched (decisions: no card says it matches without naming why):
// the categories and the words of the need that the provider's text answers, then the network and the
// rating — 'Payroll Services · interim, payroll cover · 3 mutual connections · 4.8★ (12)'.
import { MATCHING_TEXT } from '@/config/messages';

const SEPARATOR = ' · ';

function mutualPart(count: number | null | undefined): string | null {
  if (!count) return null;
  return count === 1 ? '1 mutual connection' : `${count} mutual connections`;
}

const list = (items: string[]): string | null => (items.length > 0 ? items.join(', ') : null);
const join = (parts: (string | null)[]) => parts.filter((part): part is string => Boolean(part)).join(SEPARATOR);

export function providerWhy(p: {
  matched_categories: string[];
  matched_terms: string[];
  mutual_connections: number | null;
  rating_average: number | null;
  rating_count: number | null;
}): string {
  return join([
    list(p.matched_categories),
    list(p.matched_terms),
    mutualPart(p.mutual_connections),
    p.rating_count && p.rating_average != null ? `${p.rating_average.toFixed(1)}★ (${p.rating_count})` : null,
  ]);
}

export function hrMemberWhy(m: {
  matched_categories: string[];
  matched_terms: string[];
  mutual_connections: number | null;
}): string {
  return join([
    m.matched_categories.length > 0 ? MATCHING_TEXT.lookingFor(m.matched_categories.join(', ')) : null,
    list(m.matched_terms),
    mutualPart(m.mutual_connections),
  ]);
}

export function personWhy(p: { mutual_connections: number | null }): string {
  return mutualPart(p.mutual_connections) ?? '';
}

export function jobWhy(j: { matched_skills: string[] | null; matched_terms: string[] }): string {
  const skills = j.matched_skills ?? [];
  if (skills.length > 0) return MATCHING_TEXT.matchesYourSkills(skills.join(', '));
  return j.matched_terms.length > 0 ? MATCHING_TEXT.matchesYourProfile(j.matched_terms.join(', ')) : '';
}
