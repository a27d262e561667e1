import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clsx, type ClassValue } from 'clsx';
import type { ReactNode } from 'react';
import type { DirectoryCategory, DirectoryPage, DirectoryProfile, DirectoryReviewPage } from '../reads';
import { EMPTY_DIRECTORY_QUERY, type DirectoryQuery } from '../search-state';
import { DirectoryScreen, type DirectoryListState } from './DirectoryScreen';
import { ProviderScreen } from './ProviderScreen';
import { SignUpToContact } from './SignUpToContact';

// The directory's pages hydrate with the site entry, where cn() does not merge classes: rendered with
// data they must come out the same with and without tailwind-merge. And what they say and link to.
const merging = vi.hoisted(() => ({ on: true }));
vi.mock('@/lib/utils', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/utils')>();
  return { ...real, cn: (...inputs: ClassValue[]) => (merging.on ? real.cn(...inputs) : clsx(inputs)) };
});
afterEach(() => {
  merging.on = true;
});

const CATEGORIES: DirectoryCategory[] = [
  { id: 'c1', name: 'Payroll Services', slug: 'payroll-services', provider_count: 12 },
  { id: 'c2', name: 'Training & Development', slug: 'training-and-development', provider_count: 0 },
];
const PROVIDER = {
  slug: 'clearpay-solutions',
  company: 'ClearPay Solutions',
  avatar_url: 'b2000000-0000-4000-8000-000000000005/photo.png',
  summary: 'Multi-country payroll.',
  location: 'Berlin, Germany',
  category_names: ['Payroll Services'],
  category_slugs: ['payroll-services'],
  rating_average: 4.5,
  review_count: 2,
  featured: true,
  listed_at: '2026-03-01T00:00:00Z',
};
const PAGE: DirectoryPage = {
  providers: [
    PROVIDER,
    {
      ...PROVIDER,
      slug: 'other',
      company: 'Other Co',
      featured: false,
      review_count: 0,
      rating_average: null,
      avatar_url: null,
    },
  ],
  hasNext: true,
};
const list = (data?: DirectoryPage, more: Partial<DirectoryListState> = {}): DirectoryListState => ({
  data,
  isPending: !data,
  isError: false,
  error: null,
  isPlaceholderData: false,
  refetch: () => undefined,
  ...more,
});
const PROFILE: DirectoryProfile = {
  id: 'b2000000-0000-4000-8000-000000000005',
  slug: 'clearpay-solutions',
  company: 'ClearPay Solutions',
  avatar_url: null,
  description: 'Multi-country payroll and benefits.',
  service_type: 'Payroll Services',
  location: 'Berlin, Germany',
  category_names: ['Payroll Services', 'Employee Benefits'],
  category_slugs: ['payroll-services', 'employee-benefits'],
  featured: true,
  listed_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-02T00:00:00Z',
  rating_average: 4.5,
  review_count: 2,
  rating_distribution: [0, 0, 0, 1, 1],
  services: [
    {
      name: 'Managed Payroll',
      category: 'Payroll Services',
      category_slug: 'payroll-services',
      description: 'Monthly payroll.',
    },
  ],
  skills: ['Payroll Compliance'],
};
const REVIEWS: DirectoryReviewPage = {
  reviews: [
    {
      id: 'r1',
      rating: 5,
      title: 'On time',
      body: 'Every run on time.',
      created_at: '2026-03-04T23:30:00Z',
      edited: true,
      answer: 'Thank you!',
      answered_at: '2026-03-05T00:00:00Z',
      reviewer_position: 'HR Business Partner',
      reviewer_company_type: 'Large enterprise',
    },
    {
      id: 'r2',
      rating: 4,
      title: 'Good',
      body: 'Solid.',
      created_at: '2026-03-01T00:00:00Z',
      edited: false,
      answer: null,
      answered_at: null,
      reviewer_position: null,
      reviewer_company_type: null,
    },
  ],
  hasNext: true,
};
const reviews = { data: REVIEWS, isPending: false, isError: false, error: null, refetch: () => undefined };
const query = (q: Partial<DirectoryQuery> = {}) => ({ ...EMPTY_DIRECTORY_QUERY, ...q });

function classesOf(ui: ReactNode, merge: boolean) {
  merging.on = merge;
  render(<>{ui}</>);
  const classes = [...document.body.querySelectorAll('[class]')].map(
    (element) => `${element.tagName.toLowerCase()}: ${element.getAttribute('class')}`,
  );
  cleanup();
  return classes;
}

const providerPage = (
  <ProviderScreen
    profile={PROFILE}
    reviews={reviews}
    reviewsPage={2}
    reviewsHref={(n) => `/providers/clearpay-solutions?reviews=${n}#reviews`}
    contact={<SignUpToContact />}
  />
);

describe('the directory pages need no class merging', () => {
  const screens: [string, ReactNode][] = [
    [
      '/providers with a featured card and pages',
      <DirectoryScreen
        query={query({ page: 2 })}
        onCategoryPage={false}
        categories={CATEGORIES}
        locations={[{ location: 'Berlin, Germany' }]}
        count={12}
        list={list(PAGE)}
      />,
    ],
    [
      'a category page, loading another list',
      <DirectoryScreen
        query={query({ category: 'payroll-services' })}
        onCategoryPage
        categories={CATEGORIES}
        locations={[]}
        count={12}
        list={list(PAGE, { isPlaceholderData: true })}
      />,
    ],
    ['a provider with reviews', providerPage],
  ];
  for (const [name, ui] of screens) {
    it(`${name} renders the same classes with and without tailwind-merge`, () => {
      const merged = classesOf(ui, true);
      expect(classesOf(ui, false)).toEqual(merged);
      expect(merged.length).toBeGreaterThan(10);
    });
  }
});

describe('what the directory pages say', () => {
  it('a list: one card per provider with its links, Featured marked, and pages as links', () => {
    render(
      <DirectoryScreen
        query={query({ q: 'payroll', page: 2 })}
        onCategoryPage={false}
        categories={CATEGORIES}
        locations={[]}
        count={12}
        list={list(PAGE)}
      />,
    );
    const cards = screen.getAllByTestId('provider-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'ClearPay Solutions' })).toHaveAttribute(
      'href',
      '/providers/clearpay-solutions',
    );
    expect(within(cards[0]!).getByTestId('featured-badge')).toBeVisible();
    expect(within(cards[1]!).queryByTestId('featured-badge')).toBeNull();
    expect(within(cards[0]!).getByRole('img', { name: 'ClearPay Solutions logo' })).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/public/photos/b2000000-0000-4000-8000-000000000005/photo.png'),
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Payroll Services' })).toHaveAttribute(
      'href',
      '/providers/category/payroll-services',
    );
    // A filtered list shows no count; its pages keep the filters.
    expect(screen.queryByTestId('directory-count')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/providers?q=payroll');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/providers?q=payroll&page=3');
    // Categories without providers are not offered as pages to browse.
    expect(screen.queryByRole('link', { name: /Training & Development/ })).toBeNull();
  });

  it('a category page: its own heading, the count, its breadcrumbs', () => {
    render(
      <DirectoryScreen
        query={query({ category: 'payroll-services' })}
        onCategoryPage
        categories={CATEGORIES}
        locations={[]}
        count={12}
        list={list({ providers: [], hasNext: false })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll Services Providers' })).toBeVisible();
    expect(screen.getByTestId('directory-count')).toHaveTextContent('12 providers');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Providers' })).toHaveAttribute('href', '/providers');
    expect(screen.getByText('No Providers Found')).toBeVisible();
  });

  it('a page past the 50th says to narrow the search', () => {
    render(
      <DirectoryScreen
        query={query({ page: 51 })}
        onCategoryPage={false}
        categories={CATEGORIES}
        locations={[]}
        count={12}
        list={list(undefined)}
      />,
    );
    expect(screen.getByText(/Narrow your search/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute('href', '/providers');
  });

  it('filters and pages update the list in place once hydrated', async () => {
    const onQueryChange = vi.fn();
    render(
      <DirectoryScreen
        query={query()}
        onCategoryPage={false}
        categories={CATEGORIES}
        locations={[{ location: 'Berlin, Germany' }]}
        count={12}
        list={list(PAGE)}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'payroll-services');
    expect(onQueryChange).toHaveBeenLastCalledWith(query({ category: 'payroll-services' }));
    await userEvent.selectOptions(screen.getByLabelText('Minimum rating'), '4');
    expect(onQueryChange).toHaveBeenLastCalledWith(query({ minRating: 4 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'payroll{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith(query({ q: 'payroll' }));
    await userEvent.click(screen.getByRole('link', { name: /Next/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith(query({ page: 2 }));
  });

  it('a provider: services, skills, distribution, reviews by position and company type, the answer', () => {
    render(providerPage);
    expect(screen.getByRole('heading', { level: 1, name: 'ClearPay Solutions' })).toBeVisible();
    expect(screen.getByText('Managed Payroll')).toBeVisible();
    expect(screen.getByText('Payroll Compliance')).toBeVisible();
    expect(screen.getByLabelText('Rating distribution')).toHaveTextContent('5 stars1');
    const items = screen.getAllByTestId('directory-review');
    // The date in UTC whatever the browser's zone, so server and browser agree.
    expect(items[0]).toHaveTextContent('HR Business Partner · Large enterprise · Mar 4, 2026 · edited');
    expect(items[0]).toHaveTextContent('Thank you!');
    expect(items[1]).toHaveTextContent('HR Professional · Mar 1, 2026');
    expect(screen.getByRole('link', { name: 'Sign up to contact' })).toHaveAttribute('href', '/register');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/providers/clearpay-solutions?reviews=3#reviews',
    );
  });
});
