import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Avatar } from '@/components/ui/avatar';
import type { NetworkMember } from '../queries';
import { connectionState } from '../connection-status';
import { ConnectButton } from './ConnectButton';

export function MemberCard({
  member,
  sending,
  onConnect,
}: {
  member: NetworkMember;
  sending: boolean;
  onConnect: (id: string) => void;
}) {
  const name = member.full_name ?? '';
  const isProvider = member.user_type === 'Service Provider';
  return (
    <Card className="flex h-full flex-col" data-testid="member-card">
      <CardContent className="flex flex-1 gap-3 pt-6">
        <Avatar name={member.full_name} src={member.avatar_url} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate font-semibold">{name}</h2>
          {member.position ? <p className="truncate text-sm">{member.position}</p> : null}
          {member.company ? <p className="truncate text-sm text-slate-600">{member.company}</p> : null}
          {isProvider && member.service_type ? (
            <p className="truncate text-sm text-slate-600">{member.service_type}</p>
          ) : null}
          <Badge variant={isProvider ? 'secondary' : 'default'}>{member.user_type}</Badge>
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {member.can_view ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/profile/${member.id}`} aria-label={`View Profile of ${name}`}>
              View Profile
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">Upgrade to View</Link>
          </Button>
        )}
        <ConnectButton
          name={name}
          state={connectionState(member.connection_status, member.is_requester)}
          sending={sending}
          onConnect={() => onConnect(member.id)}
        />
      </CardFooter>
    </Card>
  );
}
