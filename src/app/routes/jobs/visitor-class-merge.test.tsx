import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { clsx, type ClassValue } from 'clsx';
import type { ReactNode } from 'react';
import { JobBoard, type JobFilters, type JobListQuery } from '@/features/jobs/components/JobBoard';
import { JobDetailCard } from '@/features/jobs/components/JobDetailCard';
import { SignInToApply } from '@/features/applications/components/SignInToApply';
import type { JobDetail } from '@/features/jobs/reads';

// A visitor's job pages hydrate with the site entry, where cn() does not merge classes (the app
// installs tailwind-merge; the site entry does not load it). That is only right if no class on them
// overrides a primitive's: rendered with data, they must come out the same with and without merging.
const merging = vi.hoisted(() => ({ on: true }));
vi.mock('@/lib/utils', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/utils')>();
  return { ...real, cn: (...inputs: ClassValue[]) => (merging.on ? real.cn(...inputs) : clsx(inputs)) };
});

const JOB = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'HR Generalist',
  company_name: 'Northwind Traders',
  location: 'Seattle, WA',
  description: 'Support store managers.',
  other_criteria: 'Retail background a plus.',
  experience_required: '3-5 years',
  education_qualification: "Bachelor's Degree",
  compensation_range: '$65k - $80k',
  joining_time: 'Within 1 month',
  created_at: '2026-11-01T10:00:00Z',
  closed_at: '2026-11-20T10:00:00Z',
  posted_by: '00000000-0000-4000-8000-000000000002',
  poster: { full_name: 'Olivia Hart', company: 'Northwind Traders', avatar_url: null },
} as unknown as JobDetail;

const filters: JobFilters = {
  text: '',
  setText: () => undefined,
  search: '',
  includeClosed: true,
  setIncludeClosed: () => undefined,
};
const list = {
  data: { pages: [[JOB, { ...JOB, id: '00000000-0000-4000-8000-000000000003', closed_at: null }]], pageParams: [0] },
  isPending: false,
  isError: false,
  isFetching: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  error: null,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
} as unknown as JobListQuery;
const detail = { isPending: false, isError: false, error: null, data: JOB, refetch: () => undefined };

function classesOf(ui: ReactNode, merge: boolean) {
  merging.on = merge;
  render(<>{ui}</>);
  const classes = [...document.body.querySelectorAll('[class]')].map(
    (element) => `${element.tagName.toLowerCase()}: ${element.getAttribute('class')}`,
  );
  cleanup();
  return classes;
}

afterEach(() => {
  merging.on = true;
});

describe("a visitor's job pages need no class merging", () => {
  const screens: [string, ReactNode][] = [
    ['/jobs with jobs, a closed one and Load More', <JobBoard filters={filters} jobs={list} />],
    [
      '/jobs/{id} with every field',
      <JobDetailCard job={detail} actions={() => <SignInToApply signIn={() => undefined} />} />,
    ],
  ];
  for (const [name, ui] of screens) {
    it(`${name} renders the same classes with and without tailwind-merge`, () => {
      const merged = classesOf(ui, true);
      expect(classesOf(ui, false)).toEqual(merged);
      expect(merged.length).toBeGreaterThan(10);
    });
  }
});
