import { Link } from 'react-router-dom';
import { Lock, Mail } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { isUpgradeRequired } from '@/lib/plan';
import { useContactEmail } from '../queries';

/**
 * 'Contact info' of a connected member: their e-mail, from get_contact_email (the database checks the
 * connection and the plan). `locked` when the viewer's plan is known not to include it: nothing is asked.
 */
export function ContactInfoCard({ targetId, locked }: { targetId: string; locked: boolean }) {
  const email = useContactEmail(targetId, !locked);
  const refused = locked || isUpgradeRequired(email.error);
  return (
    <SectionCard title="Contact info" icon={<Mail className="h-5 w-5" aria-hidden="true" />}>
      {refused ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Lock className="h-4 w-4" aria-hidden="true" />
          Contact info comes with the Professional and Premium plans.
          <Link to="/pricing" className="font-semibold text-brand-700 hover:underline">
            Upgrade
          </Link>
        </p>
      ) : email.isPending ? (
        <Spinner label="Loading contact info..." />
      ) : email.isError ? (
        <p className="text-sm text-red-700">{errorMessage(email.error)}</p>
      ) : email.data ? (
        <a href={`mailto:${email.data}`} className="text-sm font-medium text-brand-700 hover:underline">
          {email.data}
        </a>
      ) : (
        <p className="text-sm text-slate-600">No e-mail address on file.</p>
      )}
    </SectionCard>
  );
}
