/**
 * The words of the public provider directory (/providers, a category's page, a provider's page, the
 * Settings card): their own module, so a visitor's directory pages do not download the whole
 * catalogue (messages.ts). Not in the spec; written in its tone.
 */
export const DIRECTORY_TEXT = {
  list: {
    title: 'HR Service Providers',
    heading: 'Find HR Service Providers',
    intro:
      'Recruitment agencies, payroll bureaus, trainers, caterers and more, rated by the HR professionals they work with.',
    description:
      'Browse HR service providers on HR Connect: recruitment, training, payroll, legal, wellness and more, with ratings and reviews from HR professionals.',
    count: (n: number) => (n === 1 ? '1 provider' : `${n.toLocaleString('en-US')} providers`),
    pageOf: (page: number) => `Page ${page}`,
    label: 'Providers',
    browse: 'Browse by category',
  },
  filters: {
    legend: 'Search and filter providers',
    search: 'Search providers',
    placeholder: 'Company, service or keyword',
    category: 'Category',
    allCategories: 'All categories',
    location: 'Location',
    allLocations: 'All locations',
    rating: 'Minimum rating',
    anyRating: 'Any rating',
    ratingAtLeast: (n: number) => `${n} stars & up`,
    sort: 'Sort by',
    sorts: { relevance: 'Relevance', rating: 'Highest rated', newest: 'Newest' },
    apply: 'Search',
    clear: 'Clear filters',
  },
  paging: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    tooFar: 'The directory shows the first 50 pages of a list. Narrow your search to see more.',
    backToFirst: 'Back to page 1',
  },
  empty: {
    title: 'No Providers Found',
    filtered: 'No providers match these filters. Try other keywords or fewer filters.',
    none: 'No providers are listed here yet. Check back soon.',
  },
  error: {
    title: 'Error fetching providers',
    retry: 'Try Again',
  },
  loading: 'Loading providers...',
  card: {
    viewProfile: 'View profile',
    viewProfileOf: (company: string) => `View profile: ${company}`,
  },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home', providers: 'Providers' },
  provider: {
    about: 'About',
    services: 'Services',
    noServices: 'This provider has not showcased any services yet.',
    skills: 'Skills & Expertise',
    reviews: 'Reviews',
    noReviews: 'No reviews yet',
    noReviewsHelp: 'HR professionals who work with this provider review them on HR Connect.',
    distribution: 'Rating distribution',
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    rated: (n: number) => `Rated ${n} out of 5`,
    listedSince: (date: string) => `On HR Connect since ${date}`,
    location: 'Location',
    categories: 'Categories',
    contactTitle: 'Work with this provider',
    signUpToContact: 'Sign up to contact',
    signUpHelp: 'Join HR Connect free to connect and message providers.',
    signIn: 'Already a member? Sign in',
    connect: 'Connect',
    message: 'Message',
    requestSent: 'Request Sent',
    fullProfile: 'View full profile',
    ownPage: 'This is your public page.',
    ownSettings: 'Directory settings',
    moreReviews: 'More reviews',
    olderReviews: 'Older reviews',
    newerReviews: 'Newer reviews',
    answer: 'Answer from the provider',
    edited: 'edited',
    reviewer: (position: string | null, companyType: string | null) =>
      [position || 'HR Professional', companyType].filter(Boolean).join(' · '),
    reviewsLoading: 'Loading reviews...',
    reviewsError: 'Could not load the reviews.',
  },
  notFound: {
    title: 'Provider Not Found',
    description: 'This provider is not in the directory, or the link is incorrect.',
    back: 'Browse all providers',
  },
  categoryNotFound: {
    title: 'Category Not Found',
    description: 'There is no such category in the directory.',
  },
  settings: {
    title: 'Public directory',
    listed: 'Show my profile in the public directory',
    listedHelp:
      'Visitors and search engines can find your company page: company, logo, description, showcased services, skills, location and published reviews. Your name, e-mail and plan are never shown. Turn this off to leave the directory at once.',
    yourPage: 'Your public page',
    location: 'Location',
    locationHint: 'Shown and filtered in the directory, e.g. Berlin, Germany or Remote.',
    save: 'Save',
    saving: 'Saving...',
    hrTitle: 'Your reviews in the public directory',
    hrHelp:
      'Providers’ public pages show the reviews you write with your position and the type of company you work for, never your name or e-mail.',
    companyType: 'Company type',
    companyTypeNone: 'Not specified',
    error: 'Error saving directory settings',
    listedToast: { title: 'Listed in the directory', description: 'Visitors can find your company page again.' },
    leftToast: { title: 'Left the directory', description: 'Your company page is no longer public.' },
    savedToast: { title: 'Settings saved', description: 'The directory shows your new details.' },
  },
} as const;

// Separate exports, so the pages that show only these (every page's footer, sign-up) take only these.

/** The footer's link to the directory. */
export const DIRECTORY_LINK = { to: '/providers', label: 'Provider Directory' } as const;

/** Under the Service Provider sign-up form: listed by default, and where to change it. */
export const DIRECTORY_SIGN_UP_NOTE =
  'Your company page will be listed in the public provider directory. You can turn this off in Settings at any time.';

/**
 * Each category's landing page: its heading and the description search engines and visitors read.
 * Categories without an entry (added later) get a generic one from categoryPage().
 */
const CATEGORY_PAGES: Record<string, { heading: string; description: string }> = {
  'recruitment-agencies': {
    heading: 'Recruitment Agencies',
    description:
      'Recruitment agencies and search firms for permanent, interim and executive hiring, rated by the HR professionals who hire with them.',
  },
  'leadership-development': {
    heading: 'Leadership Development',
    description:
      'Leadership programmes and coaching for first-time managers and senior teams, reviewed by HR professionals.',
  },
  'training-and-development': {
    heading: 'Training & Development',
    description:
      'Training providers for workshops, e-learning and skills programmes your employees will use, with reviews from HR teams.',
  },
  'corporate-catering': {
    heading: 'Corporate Catering',
    description: 'Caterers for offices, off-sites and company celebrations, rated by the HR teams who book them.',
  },
  'employee-benefits': {
    heading: 'Employee Benefits',
    description:
      'Benefits providers and administrators for pensions, health and perks, with ratings from HR professionals.',
  },
  'payroll-services': {
    heading: 'Payroll Services',
    description:
      'Payroll bureaus and managed payroll for one country or many, rated and reviewed by HR professionals on HR Connect.',
  },
  'legal-consulting': {
    heading: 'Legal Consulting',
    description:
      'Employment lawyers and HR legal consultants for contracts, policies and investigations, reviewed by HR professionals.',
  },
  'wellness-programs': {
    heading: 'Wellness Programs',
    description:
      'Wellbeing and mental health programmes that employees actually use, rated by the HR teams who run them.',
  },
};

/** The landing page of a category by its slug and name. */
export function categoryPage(slug: string, name: string) {
  const page = CATEGORY_PAGES[slug] ?? {
    heading: name,
    description: `${name} providers on HR Connect, rated and reviewed by HR professionals.`,
  };
  return {
    heading: `${page.heading} Providers`,
    title: `${page.heading} Providers`,
    description: page.description,
  };
}
