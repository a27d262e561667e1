import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { MATCHING_TEXT } from '@/config/messages';
import { useMyNeeds, useRecommendedProviders, type RecommendedProvider } from '../queries';
import { providerWhy } from '../why';
import { MemberSuggestion, ThinData } from './SuggestionList';

/**
 * Dashboard 'Recommended for you' of an HR Professional: providers for their needs, best first, one card
 * each, saying what matched. `actions` renders a card's buttons (the app gives Connect and Message).
 */
export function RecommendedProviders({
  uid,
  actions,
}: {
  uid: string;
  actions?: (provider: RecommendedProvider) => ReactNode;
}) {
  const needs = useMyNeeds(uid);
  const hasNeeds = Boolean(needs.data && (needs.data.category_ids.length > 0 || needs.data.looking_for));
  const recommended = useRecommendedProviders(uid, hasNeeds);
  const rows = recommended.data ?? [];
  return (
    <SectionCard title={MATCHING_TEXT.recommendedTitle} icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={{
          isPending: needs.isPending || (hasNeeds && recommended.isPending),
          isError: needs.isError || recommended.isError,
          error: needs.error ?? recommended.error,
          refetch: () => Promise.all([needs.refetch(), recommended.refetch()]),
        }}
        loading={MATCHING_TEXT.recommendedLoading}
        error={MATCHING_TEXT.recommendedError}
        isEmpty={!hasNeeds || rows.length === 0}
        empty={
          hasNeeds ? (
            <ThinData text={MATCHING_TEXT.recommendedHrNoMatch} action={MATCHING_TEXT.addNeeds} to="/profile" />
          ) : (
            <ThinData text={MATCHING_TEXT.recommendedHrEmpty} action={MATCHING_TEXT.addNeeds} to="/profile" />
          )
        }
      >
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={MATCHING_TEXT.recommendedTitle}>
          {rows.map((p) => (
            <MemberSuggestion
              key={p.id}
              id={p.id}
              name={p.full_name ?? ''}
              avatarUrl={p.avatar_url}
              position={p.service_type ?? p.position}
              company={p.company}
              why={providerWhy(p)}
              actions={actions?.(p)}
            />
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
