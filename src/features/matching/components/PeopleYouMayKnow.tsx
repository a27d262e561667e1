import type { ReactNode } from 'react';
import { UserPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { MATCHING_MESSAGES, MATCHING_TEXT } from '@/config/messages';
import { toast } from '@/lib/toast';
import { useDismissSuggestion, usePeopleYouMayKnow, type SuggestedPerson } from '../queries';
import { personWhy } from '../why';
import { MemberSuggestion, ThinData } from './SuggestionList';

/**
 * Members with the most mutual connections, not yet connected or asked; each can be dismissed.
 * `actions` renders a card's other buttons (the app gives Connect).
 */
export function PeopleYouMayKnow({
  uid,
  actions,
}: {
  uid: string;
  actions?: (person: SuggestedPerson & { id: string }) => ReactNode;
}) {
  const people = usePeopleYouMayKnow(uid);
  const dismiss = useDismissSuggestion(uid);
  const rows = people.data ?? [];
  return (
    <SectionCard title={MATCHING_TEXT.peopleTitle} icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={people}
        loading={MATCHING_TEXT.peopleLoading}
        error={MATCHING_TEXT.peopleError}
        isEmpty={rows.length === 0}
        empty={<ThinData text={MATCHING_TEXT.peopleEmpty} action={MATCHING_TEXT.findPeople} to="/network" />}
      >
        <ul className="grid gap-3" aria-label={MATCHING_TEXT.peopleTitle}>
          {rows.map((p) => (
            <MemberSuggestion
              key={p.id}
              id={p.id}
              name={p.full_name ?? ''}
              avatarUrl={p.avatar_url}
              position={p.position}
              company={p.company}
              why={personWhy(p)}
              actions={actions?.(p)}
              corner={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={MATCHING_TEXT.dismiss(p.full_name ?? '')}
                  disabled={dismiss.isPending && dismiss.variables === p.id}
                  onClick={() => dismiss.mutate(p.id, { onSuccess: () => toast(MATCHING_MESSAGES.dismissed) })}
                >
                  <X aria-hidden="true" />
                </Button>
              }
            />
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
