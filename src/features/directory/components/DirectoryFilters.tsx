import type { FormEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import type { DirectoryCategory } from '../reads';
import { DIRECTORY_MIN_RATINGS, DIRECTORY_SORTS, parseDirectoryQuery, type DirectoryQuery } from '../search-state';

const T = DIRECTORY_TEXT.filters;

export interface DirectoryFiltersProps {
  query: DirectoryQuery;
  categories: DirectoryCategory[];
  locations: { location: string }[];
  /** A new list asked for (page 1). Without JavaScript the form is submitted to /providers instead. */
  onChange: (next: DirectoryQuery) => void;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The directory's search box, filters and order: a GET form to /providers, so it works before (and
 * without) any script; once hydrated, a submitted text or a changed select updates the list in place
 * and the address with it.
 */
export function DirectoryFilters({ query, categories, locations, onChange }: DirectoryFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.set(key, value);
    onChange({ ...parseDirectoryQuery(params), page: 1 });
  };
  const set = (patch: Partial<DirectoryQuery>) => onChange({ ...query, ...patch, page: 1 });
  // The selected location may be one the list no longer offers (a shared address): keep it choosable.
  const locationOptions = locations.map((l) => l.location);
  if (query.location && !locationOptions.some((l) => l.toLowerCase() === query.location.toLowerCase()))
    locationOptions.unshift(query.location);
  const selectedLocation = locationOptions.find((l) => l.toLowerCase() === query.location.toLowerCase()) ?? '';

  return (
    <form method="get" action="/providers" role="search" aria-label={T.legend} onSubmit={submit} className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor="directory-q" className="sr-only">
            {T.search}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            />
            {/* Uncontrolled: the text is read when submitted; a new address (back button) resets it. */}
            <Input
              key={query.q}
              id="directory-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder={T.placeholder}
              maxLength={200}
              className="pl-9"
            />
          </div>
        </div>
        <Button type="submit">{T.apply}</Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="directory-category" label={T.category}>
          <Select
            id="directory-category"
            name="category"
            value={query.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            <option value="">{T.allCategories}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="directory-location" label={T.location}>
          <Select
            id="directory-location"
            name="location"
            value={selectedLocation}
            onChange={(e) => set({ location: e.target.value })}
          >
            <option value="">{T.allLocations}</option>
            {locationOptions.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="directory-rating" label={T.rating}>
          <Select
            id="directory-rating"
            name="rating"
            value={query.minRating === null ? '' : String(query.minRating)}
            onChange={(e) => set({ minRating: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{T.anyRating}</option>
            {DIRECTORY_MIN_RATINGS.map((r) => (
              <option key={r} value={String(r)}>
                {T.ratingAtLeast(r)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="directory-sort" label={T.sort}>
          <Select
            id="directory-sort"
            name="sort"
            value={query.sort}
            onChange={(e) => set({ sort: e.target.value as DirectoryQuery['sort'] })}
          >
            {DIRECTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {T.sorts[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </form>
  );
}
