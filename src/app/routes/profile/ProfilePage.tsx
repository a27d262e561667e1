import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { toastError } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, SectionCard } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { isUuid } from '@/lib/uuid';
import { useAnswerRequest, useConnectionWith, useSendRequest, useUndoRequest } from '@/features/connections/queries';
import { connectionStateFromRow } from '@/features/connections/connection-status';
import { ConnectButton } from '@/features/connections/components/ConnectButton';
import { SkillsList } from '@/features/skills/SkillsEditor';
import { useMemberProfile, useRecordProfileView } from '@/features/profile/queries';
import { ProfileSummary } from '@/features/profile/components/ProfileSummary';
import { AchievementsCard, MemberActivityCard } from '@/features/activity/components/ActivityCards';
import { UpgradePanel } from '@/features/profile/components/UpgradePanel';
import { MemberSafetyMenu } from '@/features/messaging/components/MemberSafetyMenu';
import { useConversationWith } from '@/features/messaging/queries';
import { ContactInfoCard } from '@/features/plans/components/ContactInfoCard';
import { planRights } from '@/lib/plan';
import { CONNECTION_STATUS, USER_TYPE } from '@/lib/enums';
import { useContactGate } from '@/app/routes/contact-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReviewsPanel } from '@/features/reviews/components/ReviewsPanel';
import { ProviderRating } from '@/features/reviews/components/ProviderRating';
import { ReviewEligibility } from '@/app/routes/profile/ReviewEligibility';
import { REVIEW_TEXT } from '@/config/messages';

export default function ProfilePage() {
  const { userId } = useParams();
  const { user, profile: me } = useAuth();
  const gate = useContactGate();
  const navigate = useNavigate();
  const valid = isUuid(userId);
  const isSelf = !!user && user.id === userId;
  const profile = useMemberProfile(userId, valid && !isSelf);
  const connection = useConnectionWith(user?.id, userId);
  const send = useSendRequest(user?.id);
  const undo = useUndoRequest();
  const answer = useAnswerRequest();
  const recordProfileView = useRecordProfileView();
  // Messaging: whether the member may write to this one, and the block / report menu.
  const conversation = useConversationWith(valid && !isSelf ? userId : undefined);
  const recorded = useRef<string | null>(null);
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'reviews' ? 'reviews' : 'overview');

  // Spec point 8: a profile that fails to load toasts the server message and goes back to /network.
  useEffect(() => {
    if (isSelf) return;
    if (!valid) {
      toastError('Error fetching profile', null, 'This profile does not exist.');
      navigate('/network', { replace: true });
    } else if (profile.error) {
      toastError('Error fetching profile', profile.error);
      navigate('/network', { replace: true });
    } else if (profile.isSuccess && profile.data === null) {
      toastError('Error fetching profile', null, 'This profile does not exist.');
      navigate('/network', { replace: true });
    }
  }, [isSelf, valid, profile.error, profile.isSuccess, profile.data, navigate]);

  useEffect(() => {
    const p = profile.data;
    if (p?.can_view && recorded.current !== p.id) {
      recorded.current = p.id;
      void recordProfileView(p.id);
    }
  }, [profile.data, recordProfileView]);

  // The tab shows whose profile this is (the route's static title is only 'Profile').
  usePageTitle(profile.data?.full_name || undefined);

  if (isSelf) return <Navigate to="/profile" replace />;
  if (!valid || profile.isPending || !profile.data) return <LoadingBlock label="Loading profile..." />;

  const p = profile.data;
  const name = p.full_name ?? '';
  const isProvider = p.user_type === USER_TYPE.provider;
  const state = connectionStateFromRow(connection.data, user?.id ?? '');
  const connect = async () => {
    if (!(await gate.beforeConnect(p))) return;
    send.mutate(p.id, { onError: gate.onConnectError });
  };
  // A provider's plan says whether their connections' contact info is theirs to see.
  const contactInfoLocked = me?.user_type === USER_TYPE.provider && !planRights(me.subscription_plan).contactInfo;
  return (
    <div className="container mx-auto max-w-5xl space-y-6 px-4 py-6">
      <Button asChild variant="ghost">
        <Link to="/network">
          <ArrowLeft aria-hidden="true" />
          Back to Network
        </Link>
      </Button>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
          <ProfileSummary
            profile={p}
            heading="h1"
            rating={isProvider && p.can_view ? <ProviderRating providerId={p.id} /> : undefined}
          />
          <div className="flex flex-wrap items-center gap-2">
            {connection.isPending && !connection.isError ? null : (
              <ConnectButton
                name={name}
                state={state}
                sending={send.isPending}
                onConnect={() => void connect()}
                connectionId={connection.data?.id}
                undoing={undo.isPending}
                onUndo={undo.mutate}
              />
            )}
            {state === 'accepted' && conversation.data?.can_message ? (
              <Button asChild variant="secondary">
                <Link to={`/messages/${p.id}`} aria-label={`Message ${name}`}>
                  <MessageSquare aria-hidden="true" />
                  Message
                </Link>
              </Button>
            ) : null}
            {conversation.data ? (
              <MemberSafetyMenu
                memberId={p.id}
                name={name}
                blockedByMe={!!conversation.data.blocked_by_me}
                conversationId={conversation.data.conversation_id}
              />
            ) : null}
          </div>
        </CardContent>
      </Card>
      {gate.counter}
      {state === 'accepted' ? <ContactInfoCard targetId={p.id} locked={contactInfoLocked} /> : null}
      {p.can_view ? (
        <Tabs value={isProvider ? tab : 'overview'} onValueChange={setTab}>
          {isProvider ? (
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="reviews">{REVIEW_TEXT.tab}</TabsTrigger>
            </TabsList>
          ) : null}
          <TabsContent value="overview">
            {/* The cards are titled h3 under the name (h1): a hidden h2 keeps the outline whole. */}
            <h2 className="sr-only">Overview</h2>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
              <div className="space-y-6 lg:col-span-2">
                <SectionCard title="About">
                  <p className="whitespace-pre-line text-sm">{p.description || 'No description yet.'}</p>
                </SectionCard>
                <SectionCard title="Skills & Expertise">
                  <SkillsList profileId={p.id} editable={false} />
                </SectionCard>
                <MemberActivityCard memberId={p.id} own={false} />
              </div>
              <div className="space-y-6">
                {isProvider ? (
                  <SectionCard title={REVIEW_TEXT.overviewTitle}>
                    <div className="space-y-3">
                      <ProviderRating providerId={p.id} size="lg" />
                      <div>
                        <Button variant="link" className="h-auto p-0" onClick={() => setTab('reviews')}>
                          {REVIEW_TEXT.readReviews}
                        </Button>
                      </div>
                    </div>
                  </SectionCard>
                ) : null}
                <AchievementsCard memberId={p.id} own={false} />
              </div>
            </div>
          </TabsContent>
          {isProvider && user ? (
            <TabsContent value="reviews">
              <ReviewsPanel
                providerId={p.id}
                providerName={name}
                viewerId={user.id}
                eligibility={(refusal) => (
                  <ReviewEligibility
                    refusal={refusal}
                    name={name}
                    state={state}
                    onConnect={() => void connect()}
                    connecting={send.isPending}
                    onAccept={
                      connection.data
                        ? () => answer.mutate({ id: connection.data!.id, status: CONNECTION_STATUS.accepted })
                        : undefined
                    }
                    accepting={answer.isPending}
                  />
                )}
              />
            </TabsContent>
          ) : null}
        </Tabs>
      ) : (
        <UpgradePanel />
      )}
      {gate.dialog}
    </div>
  );
}
