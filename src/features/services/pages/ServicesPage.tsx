import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { USER_TYPE } from '@/lib/enums';
import { ViewProfileButton } from '@/components/view-profile-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { useCategories } from '@/lib/categories';
import { useServices, type ServiceCard, type ServiceSort } from '../queries';
import { RatingSummary } from '@/components/rating';
import { ServiceDetailsDialog } from '../components/ServiceDetailsDialog';
import { FEATURED_CARD, FeaturedBadge } from '@/components/featured-badge';
import { isFeatured } from '@/lib/plan';
import { cn } from '@/lib/utils';
import { useDebouncedSearch } from '@/lib/use-debounced-value';

export default function ServicesPage() {
  const { profile } = useAuth();
  const { text, setText, search } = useDebouncedSearch();
  const [category, setCategory] = useState('all');
  const categories = useCategories();
  const [sort, setSort] = useState<ServiceSort>('featured');
  const services = useServices(search, category, sort);
  const [details, setDetails] = useState<string | null>(null);

  const list = services.data?.pages.flat() ?? [];
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Services</h1>
          <p className="text-slate-600">Browse services offered by providers in the network.</p>
        </div>
        {/* The only way in to /my-services besides the profile's tab. */}
        {profile?.user_type === USER_TYPE.provider ? (
          <Button asChild variant="outline">
            <Link to="/my-services">Manage My Services</Link>
          </Button>
        ) : null}
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="services-search"
          label="Search"
          className="flex-1"
          placeholder="Search services"
          value={text}
          onChange={setText}
        />
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
        <div className="space-y-1 sm:w-48">
          <Label htmlFor="services-sort">Sort by</Label>
          <Select id="services-sort" value={sort} onChange={(e) => setSort(e.target.value as ServiceSort)}>
            <option value="featured">Featured</option>
            <option value="rating">Highest rated</option>
          </Select>
        </div>
      </div>
      <QueryState
        query={services}
        loading="Loading services..."
        error="Services could not be loaded."
        isEmpty={list.length === 0}
        empty={<p className="py-12 text-center text-slate-600">No services found matching your criteria.</p>}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((s) => (
            <li key={s.id}>
              <ServiceCardView s={s} onDetails={() => setDetails(s.id)} />
            </li>
          ))}
        </ul>
        <LoadMore query={services} />
      </QueryState>
      <ServiceDetailsDialog serviceId={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function ServiceCardView({ s, onDetails }: { s: ServiceCard; onDetails: () => void }) {
  // Featured branding: Premium and Enterprise providers' cards carry a badge and a highlight.
  const featured = isFeatured('Service Provider', s.provider_subscription_plan);
  return (
    <Card className={cn('flex h-full flex-col', featured && FEATURED_CARD)} data-testid="service-card">
      <CardHeader className="space-y-2">
        <CardTitle className="text-lg">{s.service_name}</CardTitle>
        <div className="flex flex-wrap gap-2">
          {s.category_name ? (
            <Badge variant="secondary" className="w-fit">
              {s.category_name}
            </Badge>
          ) : null}
          {featured ? <FeaturedBadge /> : null}
        </div>
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
        <RatingSummary average={s.rating_average} count={s.rating_count ?? 0} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onDetails} aria-label={`Details of ${s.service_name ?? ''}`}>
          Details
        </Button>
        <ViewProfileButton id={s.provider_id} name={s.provider_full_name} canView={s.can_view_provider} />
      </CardFooter>
    </Card>
  );
}
