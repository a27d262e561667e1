import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { contactsCounterText } from '@/lib/plan';
import type { MyPlan } from '../queries';

/** 'n of 50 used this month': a provider's contacts of the calendar month (UTC), before they run out. */
export function ContactsCounter({ plan }: { plan: MyPlan }) {
  const limit = plan.contacts_per_month;
  const used = plan.contacts_used ?? 0;
  const full = limit !== null && used >= limit;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
      data-testid="contacts-counter"
    >
      <Users className="h-4 w-4 text-brand-600" aria-hidden="true" />
      <span>
        <span className="font-medium">Contacts with HR Professionals ({plan.plan_name}):</span>{' '}
        <span aria-live="polite">{contactsCounterText(used, limit)}</span>
      </span>
      {full ? (
        <Link to="/pricing" className="font-semibold text-brand-700 hover:underline">
          Upgrade for more
        </Link>
      ) : null}
    </div>
  );
}
