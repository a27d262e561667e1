import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { MATCHING_TEXT } from '@/config/messages';
import { useRecommendedHrMembers, type RecommendedHrMember } from '../queries';
import { hrMemberWhy } from '../why';
import { MemberSuggestion, ThinData } from './SuggestionList';

/**
 * Dashboard 'Recommended for you' of a Service Provider: HR Professionals whose needs match their services,
 * among those their plan lets them contact. `canContact` is false on a plan without contacts (Basic).
 * `actions` renders a card's buttons (the app gives Connect and Message).
 */
export function RecommendedHrMembers({
  uid,
  hasServices,
  canContact,
  actions,
}: {
  uid: string;
  hasServices: boolean;
  canContact: boolean;
  actions?: (member: RecommendedHrMember) => ReactNode;
}) {
  const recommended = useRecommendedHrMembers(uid, hasServices && canContact);
  const rows = recommended.data ?? [];
  let empty = (
    <ThinData text={MATCHING_TEXT.recommendedProviderNoMatch} action={MATCHING_TEXT.addServices} to="/profile" />
  );
  if (!hasServices) {
    empty = <ThinData text={MATCHING_TEXT.recommendedProviderEmpty} action={MATCHING_TEXT.addServices} to="/profile" />;
  } else if (!canContact) {
    empty = <ThinData text={MATCHING_TEXT.recommendedProviderUpgrade} action={MATCHING_TEXT.seePlans} to="/pricing" />;
  }
  return (
    <SectionCard title={MATCHING_TEXT.recommendedTitle} icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={{
          isPending: hasServices && canContact && recommended.isPending,
          isError: recommended.isError,
          error: recommended.error,
          refetch: () => recommended.refetch(),
        }}
        loading={MATCHING_TEXT.recommendedLoading}
        error={MATCHING_TEXT.recommendedError}
        isEmpty={!hasServices || !canContact || rows.length === 0}
        empty={empty}
      >
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={MATCHING_TEXT.recommendedTitle}>
          {rows.map((m) => (
            <MemberSuggestion
              key={m.id}
              id={m.id}
              name={m.full_name ?? ''}
              avatarUrl={m.avatar_url}
              position={m.position}
              company={m.company}
              why={hrMemberWhy(m)}
              actions={actions?.(m)}
            />
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
