// What search engines and link previews read of a directory page: title, meta description, canonical
// address, robots, Open Graph and JSON-LD (schema.org: ProfessionalService with AggregateRating and
// Review on a provider's page, ItemList on lists, BreadcrumbList everywhere). Pure data and strings:
// the server that renders the pages writes them into the HTML's head (src/app/site-server.tsx); the
// browser only keeps the title current as the list changes.
import { categoryPage, DIRECTORY_TEXT } from '@/config/directory-text';
import { formatTitle } from '@/lib/use-page-title';
import { photoUrl } from '@/lib/photos';
import type { DirectoryCategory, DirectoryPage, DirectoryProfile, DirectoryReview } from './reads';
import { canonicalDirectoryPath, categoryPath, providerPath, type DirectoryQuery } from './search-state';

type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The whole <title>, site name included. */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** False for filtered lists and missing pages: noindex, follow. */
  index: boolean;
  ogType: 'website' | 'profile';
  image?: string;
  jsonLd: JsonLd[];
}

/** At most `max` characters, cut at a word, for meta descriptions. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function breadcrumbs(origin: string, crumbs: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

/** The head of /providers or a category's landing page. */
export function directoryHead(
  origin: string,
  query: DirectoryQuery,
  onCategoryPage: boolean,
  categories: DirectoryCategory[],
  page: DirectoryPage | undefined,
): PageHead {
  const category = categories.find((c) => c.slug === query.category);
  const landing = onCategoryPage && category ? categoryPage(category.slug, category.name) : null;
  const base = landing?.title ?? DIRECTORY_TEXT.list.title;
  const pageSuffix = query.page > 1 ? ` — ${DIRECTORY_TEXT.list.pageOf(query.page)}` : '';
  const canonical = canonicalDirectoryPath(query);
  const crumbs = [
    { name: DIRECTORY_TEXT.breadcrumbs.home, path: '/' },
    { name: DIRECTORY_TEXT.breadcrumbs.providers, path: '/providers' },
    ...(category && onCategoryPage ? [{ name: category.name, path: categoryPath(category.slug) }] : []),
  ];
  const providers = page?.providers ?? [];
  const first = (query.page - 1) * 20;
  return {
    title: formatTitle(`${base}${pageSuffix}`),
    description: clip(landing?.description ?? DIRECTORY_TEXT.list.description),
    canonical: `${origin}${canonical.path}`,
    index: canonical.index,
    ogType: 'website',
    jsonLd: [
      breadcrumbs(origin, crumbs),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: base,
        numberOfItems: providers.length,
        itemListElement: providers.map((p, i) => ({
          '@type': 'ListItem',
          position: first + i + 1,
          url: `${origin}${providerPath(p.slug)}`,
          name: p.company,
        })),
      },
    ],
  };
}

function reviewLd(review: DirectoryReview): JsonLd {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.body,
    datePublished: review.created_at.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: {
      '@type': 'Person',
      name: DIRECTORY_TEXT.provider.reviewer(review.reviewer_position, review.reviewer_company_type),
    },
  };
}

/** The head of a provider's page, with the reviews shown on it. */
export function providerHead(origin: string, p: DirectoryProfile, reviews: DirectoryReview[]): PageHead {
  const url = `${origin}${providerPath(p.slug)}`;
  const logo = photoUrl(p.avatar_url) ?? undefined;
  const category = p.category_names[0];
  const about = p.description ?? '';
  const rating =
    p.review_count > 0 && p.rating_average !== null
      ? ` Rated ${p.rating_average.toFixed(1)}/5 from ${p.review_count} ${p.review_count === 1 ? 'review' : 'reviews'}.`
      : '';
  const lead = category ? `${category}${p.location ? ` in ${p.location}` : ''}.` : '';
  const crumbs = [
    { name: DIRECTORY_TEXT.breadcrumbs.home, path: '/' },
    { name: DIRECTORY_TEXT.breadcrumbs.providers, path: '/providers' },
    ...(category ? [{ name: category, path: categoryPath(p.category_slugs[0] ?? '') }] : []),
    { name: p.company, path: providerPath(p.slug) },
  ];
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': `${url}#organization`,
    name: p.company,
    url,
    ...(logo ? { logo, image: logo } : {}),
    ...(about ? { description: clip(about, 500) } : {}),
    ...(p.location
      ? { address: { '@type': 'PostalAddress', addressLocality: p.location }, areaServed: p.location }
      : {}),
    ...(p.skills.length ? { knowsAbout: p.skills } : {}),
    ...(p.services.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: DIRECTORY_TEXT.provider.services,
            itemListElement: p.services.map((s) => ({
              '@type': 'Offer',
              itemOffered: {
                '@type': 'Service',
                name: s.name,
                category: s.category,
                ...(s.description ? { description: s.description } : {}),
              },
            })),
          },
        }
      : {}),
    ...(p.review_count > 0 && p.rating_average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating_average,
            reviewCount: p.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length ? { review: reviews.map(reviewLd) } : {}),
  };
  return {
    title: formatTitle(category ? `${p.company} — ${category}` : p.company),
    description: clip(`${lead} ${about}`.trim() + rating) || clip(`${p.company} on HR Connect.${rating}`),
    canonical: url,
    index: true,
    ogType: 'profile',
    image: logo,
    jsonLd: [organization, breadcrumbs(origin, crumbs)],
  };
}

/** The head of 'Provider Not Found' and 'Category Not Found'. */
export function notFoundHead(origin: string, path: string, title: string, description: string): PageHead {
  return {
    title: formatTitle(title),
    description,
    canonical: `${origin}${path}`,
    index: false,
    ogType: 'website',
    jsonLd: [],
  };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head's tags for `head` (the title is written separately, replacing the template's). */
export function headTags(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  return [
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    meta('name', 'robots', head.index ? 'index, follow' : 'noindex, follow'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ].join('\n    ');
}

export { escapeText };
