import { useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth';
import { Label } from '@/components/ui/label';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { useDebouncedSearch } from '@/lib/use-debounced-value';
import { USER_TYPES } from '@/lib/enums';
import { useNetwork, useSendRequest, useUndoRequest, type NetworkMember, type TypeFilter } from '../queries';
import { connectionState } from '../connection-status';
import { ConnectButton } from '../components/ConnectButton';
import { MemberCard } from '../components/MemberCard';

const FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...USER_TYPES.map((userType) => ({ value: userType, label: userType })),
];

export interface NetworkPageProps {
  /** Shown under the heading (the app puts a provider's contacts counter there). */
  banner?: ReactNode;
  /** Asked before a request is sent; false keeps it unsent (the app's plan gate). */
  beforeConnect?: (member: NetworkMember) => Promise<boolean>;
  /** Told when sending a request failed (the app opens the upgrade dialog for a plan refusal). */
  onConnectError?: (error: unknown) => void;
  /** A provider's rating for their card (the app's: ratings are the reviews domain's). */
  renderRating?: (providerId: string) => ReactNode;
}

export default function NetworkPage({ banner, beforeConnect, onConnectError, renderRating }: NetworkPageProps = {}) {
  const { user } = useAuth();
  const { text, setText, search } = useDebouncedSearch();
  const [type, setType] = useState<TypeFilter>('all');
  const network = useNetwork(search, type);
  const send = useSendRequest(user?.id);
  const undo = useUndoRequest();

  const connect = async (m: NetworkMember) => {
    if (beforeConnect && !(await beforeConnect(m))) return;
    send.mutate(m.id, { onError: onConnectError });
  };

  const members = network.data?.pages.flat() ?? [];
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Network</h1>
        <p className="text-slate-600">Find HR professionals and service providers.</p>
      </header>
      {banner}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="network-search"
          label="Search"
          className="flex-1"
          placeholder="Search by name, company, position or service"
          value={text}
          onChange={setText}
        />
        <div className="space-y-1 sm:w-56">
          <Label htmlFor="network-type">Type</Label>
          <Select
            id="network-type"
            value={type}
            onChange={(e) => setType(FILTERS.find((f) => f.value === e.target.value)?.value ?? 'all')}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <QueryState
        query={network}
        loading="Loading network..."
        error="The network could not be loaded."
        isEmpty={members.length === 0}
        empty={<p className="py-12 text-center text-slate-600">No users found matching your criteria.</p>}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((m) => (
            <li key={m.id}>
              <MemberCard member={m} testId="member-card" rating={renderRating?.(m.id)}>
                <ConnectButton
                  name={m.full_name ?? ''}
                  state={connectionState(m.connection_status, m.is_requester)}
                  sending={send.isPending && send.variables === m.id}
                  onConnect={() => void connect(m)}
                  connectionId={m.connection_id}
                  undoing={undo.isPending && !!m.connection_id && undo.variables?.id === m.connection_id}
                  onUndo={undo.mutate}
                />
              </MemberCard>
            </li>
          ))}
        </ul>
        <LoadMore query={network} />
      </QueryState>
    </div>
  );
}
