// The explanation on each card names what matched (decisions, 'Matching'): categories, then the need's
// words the provider's text answers, then the network and the rating; never a generic 'it matches'.
import { describe, expect, it } from 'vitest';
import { hrMemberWhy, jobWhy, providerWhy } from './why';

const provider = {
  matched_categories: ['Payroll Services'],
  matched_terms: ['interim', 'payroll cover'],
  mutual_connections: 0,
  rating_average: null,
  rating_count: 0,
};

describe('why a provider is recommended', () => {
  it("names the category and the words that matched: 'Payroll Services · interim, payroll cover'", () => {
    expect(providerWhy(provider)).toBe('Payroll Services · interim, payroll cover');
  });

  it('adds the network and the rating after what matched', () => {
    expect(providerWhy({ ...provider, mutual_connections: 3, rating_average: 4.8, rating_count: 12 })).toBe(
      'Payroll Services · interim, payroll cover · 3 mutual connections · 4.8★ (12)',
    );
  });

  it('a need given only as text: the words alone', () => {
    expect(providerWhy({ ...provider, matched_categories: [] })).toBe('interim, payroll cover');
  });

  it('never claims a match it cannot name', () => {
    const nothing = { ...provider, matched_categories: [], matched_terms: [] };
    expect(providerWhy(nothing)).toBe('');
    expect(providerWhy({ ...nothing, mutual_connections: 1 })).toBe('1 mutual connection');
    expect(providerWhy(nothing)).not.toMatch(/match/i);
  });
});

describe('why an HR member or a job is suggested', () => {
  it('an HR member: the categories they look for, then the words of their need the services answer', () => {
    expect(
      hrMemberWhy({ matched_categories: ['Wellness Programs'], matched_terms: ['eap'], mutual_connections: 1 }),
    ).toBe('Looking for Wellness Programs · eap · 1 mutual connection');
    expect(hrMemberWhy({ matched_categories: [], matched_terms: [], mutual_connections: 0 })).toBe('');
  });

  it('a job: the skills it matches, else the words of the profile it matches', () => {
    expect(jobWhy({ matched_skills: ['Payroll'], matched_terms: ['payroll'] })).toBe('Matches your skills: Payroll');
    expect(jobWhy({ matched_skills: [], matched_terms: ['hr business partner'] })).toBe(
      'Matches your profile: hr business partner',
    );
    expect(jobWhy({ matched_skills: null, matched_terms: [] })).toBe('');
  });
});
