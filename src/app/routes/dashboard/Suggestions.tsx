import { Link } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import type { Profile } from '@/lib/own-profile';
import { USER_TYPE } from '@/lib/enums';
import { planRights } from '@/lib/plan';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { MATCHING_MESSAGES, MATCHING_TEXT } from '@/config/messages';
import type { ConnectionStatus, UserType } from '@/lib/enums';
import { useSkills } from '@/features/skills/queries';
import { useMyServices } from '@/features/services/queries';
import { useSendRequest, useUndoRequest } from '@/features/connections/queries';
import { connectionState } from '@/features/connections/connection-status';
import { ConnectButton } from '@/features/connections/components/ConnectButton';
import { RecommendedProviders } from '@/features/matching/components/RecommendedProviders';
import { RecommendedHrMembers } from '@/features/matching/components/RecommendedHrMembers';
import { PeopleYouMayKnow } from '@/features/matching/components/PeopleYouMayKnow';
import { JobsForYou } from '@/features/matching/components/JobsForYou';
import { useContactGate } from '@/app/routes/contact-gate';

/** A suggested member as the card's actions need them. */
interface Suggested {
  id: string;
  full_name: string | null;
  user_type: UserType | null;
  connection_id?: string | null;
  connection_status?: ConnectionStatus | null;
  is_requester?: boolean | null;
}

/**
 * Connect and Message on a suggestion card, as the Network and a profile offer them: the plan's contact
 * rule first (a provider at their month's limit gets the upgrade dialog instead of a sent request), then
 * the request; Message once connected (the conversation applies the plan's rules to what is sent).
 */
function useCardActions(uid: string) {
  const gate = useContactGate();
  const send = useSendRequest(uid);
  const undo = useUndoRequest();
  const connect = async (member: Suggested, onSent?: () => void) => {
    if (!(await gate.beforeConnect(member))) return;
    send.mutate(member.id, { onError: gate.onConnectError, onSuccess: onSent });
  };
  const render = (member: Suggested, options: { announce?: boolean } = {}) => {
    const name = member.full_name ?? '';
    const state = connectionState(member.connection_status, member.is_requester);
    return (
      <>
        <ConnectButton
          name={name}
          state={state}
          sending={send.isPending && send.variables === member.id}
          onConnect={() =>
            void connect(member, options.announce ? () => toast(MATCHING_MESSAGES.requestSent(name)) : undefined)
          }
          connectionId={member.connection_id}
          undoing={undo.isPending && !!member.connection_id && undo.variables?.id === member.connection_id}
          onUndo={undo.mutate}
        />
        {state === 'accepted' ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={`/messages/${member.id}`} aria-label={MATCHING_TEXT.messageName(name)}>
              <MessageSquare aria-hidden="true" />
              {MATCHING_TEXT.message}
            </Link>
          </Button>
        ) : null}
      </>
    );
  };
  return { render, dialog: gate.dialog };
}

/** The dashboard's suggestions: 'Recommended for you' by member type, people, and jobs. */
export function Suggestions({ uid, profile }: { uid: string; profile: Profile | null }) {
  const isProvider = profile?.user_type === USER_TYPE.provider;
  const skills = useSkills(uid);
  const services = useMyServices(isProvider ? uid : undefined);
  const cards = useCardActions(uid);
  const hasSkillsOrPosition = Boolean(profile?.position) || (skills.data ?? []).length > 0;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {isProvider ? (
          <RecommendedHrMembers
            uid={uid}
            hasServices={(services.data ?? []).length > 0}
            canContact={planRights(profile?.subscription_plan).contactsPerMonth !== 0}
            actions={(m) => cards.render({ ...m, user_type: USER_TYPE.hr })}
          />
        ) : (
          <RecommendedProviders uid={uid} actions={(p) => cards.render({ ...p, user_type: USER_TYPE.provider })} />
        )}
        <JobsForYou uid={uid} hasSkillsOrPosition={hasSkillsOrPosition} />
      </div>
      {/* Its own height, not the row's: the two lists on the left are longer. */}
      <div>
        <PeopleYouMayKnow uid={uid} actions={(p) => cards.render(p, { announce: true })} />
      </div>
      {cards.dialog}
    </div>
  );
}
