// sitemap.xml and robots.txt of the public site (sitemaps.org protocol), from the database's
// 'path<TAB>last modified' lines (public.sitemap_part). A sitemap file holds at most 50,000 addresses:
// above that, /sitemap.xml is an index of parts (/sitemap-providers-2.xml…).

/** The public pages that are not from the database. */
export const STATIC_PAGES = ['/', '/providers', '/jobs', '/pricing', '/news', '/privacy-policy', '/terms-of-use'];

/** The member areas, which hold nothing for a search engine (the app shell with no content). */
const MEMBER_AREAS = [
  '/admin',
  '/analytics',
  '/dashboard',
  '/messages',
  '/my-applications',
  '/my-connections',
  '/my-services',
  '/network',
  '/notifications',
  '/profile',
  '/resources',
  '/services',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** <url> entries of 'path<TAB>lastmod' lines (lastmod may be empty). */
export function urlEntries(origin: string, lines: string): string[] {
  return lines
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => {
      const [path = '', lastmod = ''] = line.split('\t');
      const loc = `<loc>${escapeXml(origin + path)}</loc>`;
      return lastmod ? `<url>${loc}<lastmod>${escapeXml(lastmod)}</lastmod></url>` : `<url>${loc}</url>`;
    });
}

export function urlset(entries: string[]): string {
  return `${XML}\n<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/${f}`)}</loc></sitemap>`);
  return `${XML}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The parts of an index: pages (static and categories), then providers and jobs by the thousands. */
export function sitemapFiles(sizes: { providers: number; jobs: number }, partSize: number): string[] {
  const parts = (n: number) => Math.max(1, Math.ceil(n / partSize));
  return [
    'sitemap-pages.xml',
    ...Array.from({ length: parts(sizes.providers) }, (_, i) => `sitemap-providers-${i + 1}.xml`),
    ...(sizes.jobs > 0 ? Array.from({ length: parts(sizes.jobs) }, (_, i) => `sitemap-jobs-${i + 1}.xml`) : []),
  ];
}

/** A part's file name → what it lists, or null. */
export function parseSitemapFile(name: string): { kind: 'pages' | 'providers' | 'jobs'; part: number } | null {
  if (name === 'sitemap-pages.xml') return { kind: 'pages', part: 1 };
  const match = /^sitemap-(providers|jobs)-([1-9]\d{0,3})\.xml$/.exec(name);
  return match ? { kind: match[1] as 'providers' | 'jobs', part: Number(match[2]) } : null;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...MEMBER_AREAS.map((p) => `Disallow: ${p}`),
    'Disallow: /jobs/*/applicants',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
