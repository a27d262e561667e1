import { useState } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MessageSquare, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import { providerSlugOf, reviewsPageOf } from '@/features/directory/address';
import { ProviderView } from '@/features/directory/pages/ProviderView';
import { SignUpToContact } from '@/features/directory/components/SignUpToContact';
import type { DirectoryProfile } from '@/features/directory/reads';
import { ConnectButton } from '@/features/connections/components/ConnectButton';
import { connectionStateFromRow } from '@/features/connections/connection-status';
import { useConnectionWith, useSendRequest, useUndoRequest } from '@/features/connections/queries';
import { useConversationWith } from '@/features/messaging/queries';
import { useContactGate } from '@/app/routes/contact-gate';
import { useAuth } from '@/lib/auth';
import { useClient } from '@/lib/client-context';
import { takePageData } from '@/lib/page-data';

const T = DIRECTORY_TEXT.provider;

/** Connect (or where the pair stands) and Message, as on the member's profile page. */
function MemberContact({ provider, memberId }: { provider: DirectoryProfile; memberId: string }) {
  const gate = useContactGate();
  const connection = useConnectionWith(memberId, provider.id);
  const send = useSendRequest(memberId);
  const undo = useUndoRequest();
  const conversation = useConversationWith(provider.id);
  const state = connectionStateFromRow(connection.data, memberId);
  const target = { id: provider.id, user_type: 'Service Provider' };
  const connect = async () => {
    if (!(await gate.beforeConnect(target))) return;
    send.mutate(provider.id, { onError: gate.onConnectError });
  };
  return (
    <>
      {connection.isPending && !connection.isError ? null : (
        <ConnectButton
          name={provider.company}
          state={state}
          sending={send.isPending}
          onConnect={() => void connect()}
          connectionId={connection.data?.id}
          undoing={undo.isPending}
          onUndo={undo.mutate}
        />
      )}
      {state === 'accepted' && conversation.data?.can_message ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={`/messages/${provider.id}`} aria-label={`${T.message} ${provider.company}`}>
            <MessageSquare aria-hidden="true" />
            {T.message}
          </Link>
        </Button>
      ) : null}
      {gate.dialog}
    </>
  );
}

/** What the viewer may do: a visitor signs up; a member connects and messages; the provider sees its own page. */
function Contact({ provider }: { provider: DirectoryProfile }) {
  const { user, profile } = useAuth();
  // Until the session is known (and while hydrating the server's visitor HTML), the visitor's version.
  if (!user || !profile) return <SignUpToContact />;
  if (user.id === provider.id) {
    return (
      <>
        <p className="text-sm text-slate-700">{T.ownPage}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/profile?tab=settings">{T.ownSettings}</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      {profile.role === 'member' ? <MemberContact provider={provider} memberId={user.id} /> : null}
      <Button asChild variant="outline" size="sm">
        <Link to={`/profile/${provider.id}`}>
          <UserRound aria-hidden="true" />
          {T.fullProfile}
        </Link>
      </Button>
    </>
  );
}

/** /providers/<slug> in the app: the public page, with Connect / Message for members. */
export default function ProviderRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pageData] = useState(takePageData);
  const slug = providerSlugOf(location.pathname) ?? '';
  return (
    <HydrationBoundary state={pageData}>
      <ProviderView
        client={useClient()}
        slug={slug}
        reviewsPage={reviewsPageOf(location.search)}
        onReviewsPage={(page) => navigate(`${location.pathname}${page > 1 ? `?reviews=${page}` : ''}`)}
        contact={(provider) => <Contact provider={provider} />}
      />
    </HydrationBoundary>
  );
}
