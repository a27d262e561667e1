// 'Why this suggestion', in the words the cards show: 'Payroll Services · 3 mutual connections · 4.8★ (12)'.
import { MATCHING_TEXT } from '@/config/messages';

const SEPARATOR = ' · ';

function mutualPart(count: number | null | undefined): string | null {
  if (!count) return null;
  return count === 1 ? '1 mutual connection' : `${count} mutual connections`;
}

export function providerWhy(p: {
  matched_categories: string[] | null;
  mutual_connections: number | null;
  rating_average: number | null;
  rating_count: number | null;
}): string {
  const parts = [
    ...(p.matched_categories ?? []),
    mutualPart(p.mutual_connections),
    p.rating_count && p.rating_average != null ? `${p.rating_average.toFixed(1)}★ (${p.rating_count})` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(SEPARATOR) : MATCHING_TEXT.matchesYourNeeds;
}

export function hrMemberWhy(m: { matched_categories: string[] | null; mutual_connections: number | null }): string {
  const categories = m.matched_categories ?? [];
  const parts = [
    categories.length > 0 ? `Looking for ${categories.join(', ')}` : MATCHING_TEXT.matchesYourServices,
    mutualPart(m.mutual_connections),
  ].filter((part): part is string => Boolean(part));
  return parts.join(SEPARATOR);
}

export function personWhy(p: { mutual_connections: number | null }): string {
  return mutualPart(p.mutual_connections) ?? '';
}

export function jobWhy(j: { matched_skills: string[] | null }): string {
  const skills = j.matched_skills ?? [];
  return skills.length > 0 ? `Matches your skills: ${skills.join(', ')}` : MATCHING_TEXT.matchesYourPosition;
}
