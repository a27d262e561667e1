import { useState } from 'react';
import { Search } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlock } from '@/components/ui/spinner';
import { useNetwork, useSendRequest, type TypeFilter } from '../queries';
import { MemberCard } from '../components/MemberCard';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TIMINGS } from '@/config/constants';

const FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'HR Professional', label: 'HR Professional' },
  { value: 'Service Provider', label: 'Service Provider' },
];

export default function NetworkPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const query = useDebouncedValue(search.trim(), TIMINGS.searchDebounce);
  const network = useNetwork(query, type);
  const send = useSendRequest(user?.id);

  const members = network.data?.pages.flat() ?? [];
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Network</h1>
        <p className="text-slate-600">Find HR professionals and service providers.</p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor="network-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            />
            <Input
              id="network-search"
              type="search"
              className="pl-9"
              placeholder="Search by name, company, position or service"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1 sm:w-56">
          <Label htmlFor="network-type">Type</Label>
          <Select id="network-type" value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {network.isPending ? (
        <LoadingBlock label="Loading network..." />
      ) : network.error ? (
        <div className="py-12 text-center">
          <p className="mb-3 text-slate-600">The network could not be loaded.</p>
          <Button variant="outline" onClick={() => network.refetch()}>
            Try again
          </Button>
        </div>
      ) : members.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No users found matching your criteria.</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((m) => (
              <li key={m.id}>
                <MemberCard
                  member={m}
                  sending={send.isPending && send.variables === m.id}
                  onConnect={(id) => send.mutate(id)}
                />
              </li>
            ))}
          </ul>
          {network.hasNextPage ? (
            <div className="text-center">
              <Button variant="outline" onClick={() => network.fetchNextPage()} disabled={network.isFetchingNextPage}>
                {network.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
