import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Search, Star } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { TIMINGS } from '@/config/constants';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlock } from '@/components/ui/spinner';
import { useCategories, useServices, type ServiceCard } from '../queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export default function ServicesPage() {
  const { profile } = useAuth();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const query = useDebouncedValue(search.trim(), TIMINGS.searchDebounce);
  const categories = useCategories();
  const services = useServices(query, category);

  const list = services.data?.pages.flat() ?? [];
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Services</h1>
          <p className="text-slate-600">Browse services offered by providers in the network.</p>
        </div>
        {/* The only way in to /my-services besides the profile's tab. */}
        {profile?.user_type === 'Service Provider' ? (
          <Button asChild variant="outline">
            <Link to="/my-services">Manage My Services</Link>
          </Button>
        ) : null}
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor="services-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            />
            <Input
              id="services-search"
              type="search"
              className="pl-9"
              placeholder="Search services"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1 sm:w-64">
          <Label htmlFor="services-category">Category</Label>
          <Select id="services-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="all">All Categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {services.isPending ? (
        <LoadingBlock label="Loading services..." />
      ) : services.error ? (
        <div className="py-12 text-center">
          <p className="mb-3 text-slate-600">Services could not be loaded.</p>
          <Button variant="outline" onClick={() => services.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No services found matching your criteria.</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((s) => (
              <li key={s.id}>
                <ServiceCardView s={s} />
              </li>
            ))}
          </ul>
          {services.hasNextPage ? (
            <div className="text-center">
              <Button variant="outline" onClick={() => services.fetchNextPage()} disabled={services.isFetchingNextPage}>
                {services.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function ServiceCardView({ s }: { s: ServiceCard }) {
  return (
    <Card className="flex h-full flex-col" data-testid="service-card">
      <CardHeader className="space-y-2">
        <CardTitle className="text-lg">{s.service_name}</CardTitle>
        {s.category_name ? (
          <Badge variant="secondary" className="w-fit">
            {s.category_name}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p className="line-clamp-3 text-sm text-slate-600">{s.description}</p>
        <div className="flex items-center gap-2">
          <Avatar name={s.provider_full_name} src={s.provider_avatar_url} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{s.provider_full_name}</p>
            <p className="truncate text-slate-600">{s.provider_company}</p>
          </div>
        </div>
        <div className="flex items-center gap-1" role="img" aria-label="Rating: Coming Soon">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="h-4 w-4 text-slate-300" aria-hidden="true" />
          ))}
          <span className="ml-1 text-xs text-slate-600">Coming Soon</span>
        </div>
      </CardContent>
      <CardFooter>
        {s.can_view_provider ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/profile/${s.provider_id}`} aria-label={`View Profile of ${s.provider_full_name ?? ''}`}>
              View Profile
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">Upgrade to View</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
