import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

/**
 * One suggested member: photo, name, 'position at company', why, then the actions (Connect, Message) under
 * them, so they wrap on a phone; `corner` holds a small icon button (dismiss) beside the name.
 */
export function MemberSuggestion({
  id,
  name,
  avatarUrl,
  position,
  company,
  why,
  actions,
  corner,
}: {
  id: string;
  name: string;
  avatarUrl: string | null;
  position: string | null;
  company: string | null;
  why: string;
  actions?: ReactNode;
  corner?: ReactNode;
}) {
  const role = [position, company].filter(Boolean).join(' at ');
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border border-slate-200 p-3" data-testid="suggestion">
      <Avatar name={name} src={avatarUrl} />
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${id}`} className="block truncate font-medium text-slate-900 hover:underline">
          {name}
        </Link>
        {role ? <p className="truncate text-sm text-slate-600">{role}</p> : null}
        {why ? (
          <p className="mt-1 wrap-anywhere text-xs font-medium text-blue-800" data-testid="suggestion-why">
            {why}
          </p>
        ) : null}
        {actions ? <div className="mt-2 flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {corner ? <div className="flex shrink-0 items-center">{corner}</div> : null}
    </li>
  );
}

/** What a section says when it has nothing to suggest yet, with the one step that would help. */
export function ThinData({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
      <p className="mb-3">{text}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
