import type { ReactNode } from 'react';
import { ViewProfileButton } from '@/components/view-profile-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { FEATURED_CARD, FeaturedBadge } from '@/components/featured-badge';
import { isFeatured } from '@/lib/plan';
import { cn } from '@/lib/utils';
import type { NetworkMember } from '../queries';
import { USER_TYPE } from '@/lib/enums';

/** The columns a member card shows; My Connections' rows (list_my_connections) carry them too. */
export type MemberCardMember = Pick<
  NetworkMember,
  'id' | 'full_name' | 'avatar_url' | 'position' | 'company' | 'user_type' | 'service_type' | 'can_view'
> &
  Partial<Pick<NetworkMember, 'subscription_plan'>>;

/**
 * One member as the Network and My Connections show them: who they are, then 'View Profile' (or
 * 'Upgrade to View' where the plan does not allow it) and the screen's own actions as children.
 */
export function MemberCard({
  member,
  testId,
  rating,
  children,
}: {
  member: MemberCardMember;
  testId: string;
  /** A provider's rating (the app hands it in: ratings are the reviews domain's). */
  rating?: ReactNode;
  children?: ReactNode;
}) {
  const name = member.full_name ?? '';
  const isProvider = member.user_type === USER_TYPE.provider;
  const featured = isFeatured(member.user_type, member.subscription_plan);
  return (
    <Card className={cn('flex h-full flex-col', featured && FEATURED_CARD)} data-testid={testId}>
      <CardContent className="flex flex-1 gap-3 pt-6">
        <Avatar name={member.full_name} src={member.avatar_url} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate font-semibold">{name}</h2>
          {member.position ? <p className="truncate text-sm">{member.position}</p> : null}
          {member.company ? <p className="truncate text-sm text-slate-600">{member.company}</p> : null}
          {isProvider && member.service_type ? (
            <p className="truncate text-sm text-slate-600">{member.service_type}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Badge variant={isProvider ? 'secondary' : 'default'}>{member.user_type}</Badge>
            {featured ? <FeaturedBadge /> : null}
          </div>
          {isProvider && rating ? <div className="pt-1">{rating}</div> : null}
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <ViewProfileButton id={member.id} name={member.full_name} canView={member.can_view} />
        {children}
      </CardFooter>
    </Card>
  );
}
