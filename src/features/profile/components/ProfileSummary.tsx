import type { ReactNode } from 'react';
import { Building2, Briefcase } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { MemberProfile } from '../queries';
import { USER_TYPE } from '@/lib/enums';

type Summary = Pick<MemberProfile, 'full_name' | 'avatar_url' | 'position' | 'company' | 'user_type' | 'service_type'>;

/**
 * Who a profile belongs to: photo, name, position, company, a provider's service and the account type.
 * The own profile and another member's profile show it alike; `heading` is that screen's level.
 */
export function ProfileSummary({
  profile: p,
  heading: Heading,
  photo,
  rating,
}: {
  profile: Summary;
  heading: 'h1' | 'h2';
  /** Replaces the avatar, e.g. with the own profile's photo editor. */
  photo?: ReactNode;
  /** A provider's rating (the app hands it in: ratings are the reviews domain's). */
  rating?: ReactNode;
}) {
  const isProvider = p.user_type === USER_TYPE.provider;
  return (
    <>
      {photo ?? <Avatar name={p.full_name} src={p.avatar_url} size="xl" />}
      <div className="flex-1 space-y-1">
        <Heading className="text-2xl font-bold">{p.full_name ?? ''}</Heading>
        {p.position ? (
          <p className="flex items-center gap-1">
            <Briefcase className="h-4 w-4" aria-hidden="true" />
            {p.position}
          </p>
        ) : null}
        {p.company ? (
          <p className="flex items-center gap-1 text-slate-600">
            <Building2 className="h-4 w-4" aria-hidden="true" />
            {p.company}
          </p>
        ) : null}
        {isProvider && p.service_type ? <p className="text-sm">{p.service_type}</p> : null}
        {isProvider && rating ? <div>{rating}</div> : null}
        <Badge variant={isProvider ? 'secondary' : 'default'}>{p.user_type}</Badge>
      </div>
    </>
  );
}
