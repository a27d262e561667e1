import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { PostgrestClient } from '@supabase/postgrest-js';
import { SiteDocument } from '@/app/site-document';
import VisitorDirectoryPage from '@/app/routes/directory/VisitorDirectoryPage';
import VisitorProviderPage from '@/app/routes/directory/VisitorProviderPage';
import { providerSlugOf, readListAddress, reviewsPageOf } from '@/features/directory/address';
import { directoryQueries } from '@/features/directory/reads';
import { isServedPage } from '@/features/directory/search-state';
import { directoryHead, headTags, notFoundHead, providerHead, type PageHead } from '@/features/directory/seo';
import { ProviderNotFound } from '@/features/directory/components/ProviderScreen';
import { APP_NAME } from '@/config/constants';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import type { Reader } from '@/lib/client-registry';
import type { Database } from '@/lib/database.types';
import { env } from '@/lib/env';
import { PAGE_DATA_ID, type PageData } from '@/lib/page-data';
import { scriptJson } from '@/features/directory/seo';
import {
  parseSitemapFile,
  robotsTxt,
  sitemapFiles,
  sitemapIndex,
  STATIC_PAGES,
  urlEntries,
  urlset,
} from '@/app/sitemap';

// The pages of the public site rendered for each request: the provider directory (/providers, a
// category's page, a provider's page), sitemap.xml and robots.txt. A fetch-style handler (Request in,
// Response out) with no Node or browser API, so the same build runs in Node (vite preview, a Node
// server: scripts/serve.ts) and at a host's edge (Netlify or Vercel edge functions, Cloudflare Workers,
// Deno Deploy): README, Hosting. Every page is read fresh from the database through the data API with
// the anon key, so a new provider is listed at once and one who leaves is gone at once, give or take
// the cache time the responses allow (CACHE below).
//
// The HTML is the built index.html with the page's head (title, description, canonical, Open Graph,
// JSON-LD) and its markup; React then hydrates it with the site entry (visitors) or the app (members),
// from the data the server rendered with (lib/page-data.ts), without asking the API again.

/** What the build knows that the handler needs: the page template and each kind of page's preloads. */
export interface SiteTemplate {
  /** dist/index.html as vite built it, with an empty #root. */
  html: string;
  /** <link rel="modulepreload"> and stylesheet tags of the chunks each kind of page hydrates with. */
  preloads: { directory: string; provider: string };
}

export interface SiteServerOptions {
  template: SiteTemplate;
  /** The project's API (default: the build's VITE_SUPABASE_URL). */
  supabaseUrl?: string;
  /** The anon key (default: the build's). */
  anonKey?: string;
  /** The site's public origin for canonical addresses and the sitemap (default: the request's). */
  siteUrl?: string;
  /** Addresses per sitemap file (default and maximum: 50,000, the protocol's limit). */
  sitemapPartSize?: number;
  fetch?: typeof fetch;
}

/** How long a host's cache may keep each answer: a page a few minutes, so changes show within them. */
export const CACHE = {
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  missing: 'public, max-age=0, s-maxage=60',
  sitemap: 'public, max-age=3600, s-maxage=3600',
  unavailable: 'no-store',
} as const;

const HTML = 'text/html; charset=utf-8';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The template with the page's head, data and markup. */
export function pageHtml(
  apiUrl: string,
  template: SiteTemplate,
  kind: keyof SiteTemplate['preloads'],
  head: PageHead,
  markup: string,
  data: PageData | null,
): string {
  const tags = [
    template.preloads[kind],
    headTags(head, APP_NAME),
    data ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return (
    template.html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => {
        return `<meta name="description" content="${escapeHtml(head.description)}" />`;
      })
      .replace('</head>', () => `  ${tags}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-island="site">${markup}</div>`)
      // Served for another API than the build's (e2e environments rewrite the scripts alike): the
      // addresses the markup holds (logos) follow, so the page hydrates as rendered.
      .replaceAll(env.supabaseUrl, apiUrl)
  );
}

/**
 * A request's own cache: fetched once, never refetched (a query that would refetch renders as
 * fetching, which the browser, holding the same data fresh, would not: a hydration mismatch).
 */
function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

function respond(body: string | null, status: number, type: string, cache: string, extra: HeadersInit = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': type, 'cache-control': cache, ...extra },
  });
}

function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { location, 'cache-control': CACHE.page } });
}

/** True when the API could not answer (as opposed to a 4xx about the request). */
function isUnavailable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof status !== 'number' || status >= 500 || status === 0 || code === '';
}

export function createSiteHandler(options: SiteServerOptions): (request: Request) => Promise<Response | null> {
  const apiUrl = (options.supabaseUrl ?? env.supabaseUrl).replace(/\/+$/, '');
  const key = options.anonKey ?? env.supabaseAnonKey;
  const partSize = Math.min(Math.max(1, options.sitemapPartSize ?? 50_000), 50_000);
  const client: Reader = new PostgrestClient<Database>(`${apiUrl}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    fetch: options.fetch,
  });

  const render = (node: React.ReactNode) => renderToString(<SiteDocument>{node}</SiteDocument>);

  async function listPage(url: URL, origin: string): Promise<Response> {
    const address = readListAddress(url.pathname, url.search);
    const { query, onCategoryPage } = address;
    const queries = newQueryClient();
    let status = 200;
    try {
      const [categories] = await Promise.all([
        queries.fetchQuery(directoryQueries.categories(client)),
        queries.fetchQuery(directoryQueries.locations(client)),
        onCategoryPage ? null : queries.fetchQuery(directoryQueries.count(client)),
      ]);
      if (onCategoryPage && !categories.some((c) => c.slug === query.category)) {
        const T = DIRECTORY_TEXT.categoryNotFound;
        const head = notFoundHead(origin, url.pathname, T.title, T.description);
        const markup = render(<ProviderNotFound title={T.title} description={T.description} />);
        // No island: nothing on this page needs hydrating.
        return respond(
          pageHtml(apiUrl, options.template, 'directory', head, markup, null).replace(' data-island="site"', ''),
          404,
          HTML,
          CACHE.missing,
        );
      }
      if (isServedPage(query.page)) await queries.fetchQuery(directoryQueries.list(client, query));
    } catch (error) {
      // A request the database refuses is the visitor's (a 400); anything else, the API is away: the page
      // in its loading state, which the browser fills once the API answers.
      if (!isUnavailable(error)) status = 400;
      else status = 503;
      queries.clear();
    }
    const categories = queries.getQueryData(directoryQueries.categories(client).queryKey) ?? [];
    const page = queries.getQueryData(directoryQueries.list(client, query).queryKey);
    const head = directoryHead(origin, query, onCategoryPage, categories, page);
    if (status !== 200) head.index = false;
    const markup = render(<VisitorDirectoryPage url={url} queryClient={queries} />);
    const data = status === 200 ? { url: url.pathname + url.search, state: dehydrate(queries) } : null;
    return respond(
      pageHtml(apiUrl, options.template, 'directory', head, markup, data),
      status,
      HTML,
      status === 200 ? CACHE.page : CACHE.unavailable,
      status === 503 ? { 'retry-after': '30' } : {},
    );
  }

  async function providerPage(url: URL, origin: string, slug: string, asked: string): Promise<Response> {
    const queries = newQueryClient();
    const reviewsPage = reviewsPageOf(url.search);
    let profile;
    try {
      profile = await queries.fetchQuery(directoryQueries.provider(client, slug));
      if (profile && profile.slug !== asked) {
        // An old slug (the company was renamed), or one in other letters: the provider's address now.
        return redirect(`/providers/${profile.slug}${url.search}`);
      }
      if (profile && profile.review_count > 0)
        await queries.fetchQuery(directoryQueries.reviews(client, profile.id, reviewsPage));
    } catch (error) {
      queries.clear();
      const status = isUnavailable(error) ? 503 : 400;
      const head = notFoundHead(origin, url.pathname, 'HR Connect', DIRECTORY_TEXT.list.description);
      const markup = render(<VisitorProviderPage url={url} queryClient={queries} />);
      return respond(
        pageHtml(apiUrl, options.template, 'provider', head, markup, null),
        status,
        HTML,
        CACHE.unavailable,
        {
          'retry-after': '30',
        },
      );
    }
    if (!profile) {
      const T = DIRECTORY_TEXT.notFound;
      const head = notFoundHead(origin, url.pathname, T.title, T.description);
      const markup = render(<VisitorProviderPage url={url} queryClient={queries} />);
      const data = { url: url.pathname + url.search, state: dehydrate(queries) };
      return respond(pageHtml(apiUrl, options.template, 'provider', head, markup, data), 404, HTML, CACHE.missing);
    }
    const reviews = profile.review_count
      ? (queries.getQueryData(directoryQueries.reviews(client, profile.id, reviewsPage).queryKey)?.reviews ?? [])
      : [];
    const head = providerHead(origin, profile, reviews);
    const markup = render(<VisitorProviderPage url={url} queryClient={queries} />);
    const data = { url: url.pathname + url.search, state: dehydrate(queries) };
    return respond(pageHtml(apiUrl, options.template, 'provider', head, markup, data), 200, HTML, CACHE.page);
  }

  async function rpcText(fn: 'sitemap_part', args: { p_kind: string; p_part: number; p_size: number }) {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw error;
    return data ?? '';
  }

  async function sitemap(origin: string, file: string): Promise<Response> {
    const XML_TYPE = 'application/xml; charset=utf-8';
    try {
      const { data: sizes, error } = await client.rpc('sitemap_sizes').single();
      if (error) throw error;
      const counts = { providers: sizes.providers ?? 0, jobs: sizes.jobs ?? 0, categories: sizes.categories ?? 0 };
      const total = STATIC_PAGES.length + counts.categories + counts.providers + counts.jobs;
      const pages = async () => [
        ...urlEntries(origin, STATIC_PAGES.join('\n')),
        ...urlEntries(origin, await rpcText('sitemap_part', { p_kind: 'categories', p_part: 1, p_size: partSize })),
      ];
      const part = async (kind: 'providers' | 'jobs', n: number) =>
        urlEntries(origin, await rpcText('sitemap_part', { p_kind: kind, p_part: n, p_size: partSize }));
      if (file === 'sitemap.xml') {
        if (total <= partSize) {
          const [a, b, c] = await Promise.all([pages(), part('providers', 1), part('jobs', 1)]);
          return respond(urlset([...a, ...b, ...c]), 200, XML_TYPE, CACHE.sitemap);
        }
        return respond(sitemapIndex(origin, sitemapFiles(counts, partSize)), 200, XML_TYPE, CACHE.sitemap);
      }
      const wanted = parseSitemapFile(file);
      if (!wanted || !sitemapFiles(counts, partSize).includes(file)) {
        return respond('Not found\n', 404, 'text/plain; charset=utf-8', CACHE.missing);
      }
      const entries = wanted.kind === 'pages' ? await pages() : await part(wanted.kind, wanted.part);
      return respond(urlset(entries), 200, XML_TYPE, CACHE.sitemap);
    } catch {
      return respond(
        'The sitemap is unavailable; try again shortly.\n',
        503,
        'text/plain; charset=utf-8',
        CACHE.unavailable,
        {
          'retry-after': '60',
        },
      );
    }
  }

  return async function handle(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const origin = (options.siteUrl ?? url.origin).replace(/\/+$/, '');
    const path = url.pathname;
    let response: Response | null = null;
    if (path === '/robots.txt') response = respond(robotsTxt(origin), 200, 'text/plain; charset=utf-8', CACHE.sitemap);
    else if (/^\/sitemap(-[a-z]+(-\d+)?)?\.xml$/.test(path)) response = await sitemap(origin, path.slice(1));
    else if (path === '/providers/' || path === '/providers/category' || path === '/providers/category/')
      response = redirect(`/providers${url.search}`);
    else if (path === '/providers' || path.startsWith('/providers/category/')) {
      if (path.endsWith('/')) response = redirect(path.replace(/\/+$/, '') + url.search);
      else response = await listPage(url, origin);
    } else if (path.startsWith('/providers/')) {
      const slug = providerSlugOf(path);
      if (slug === null) return null;
      if (path.endsWith('/')) response = redirect(path.replace(/\/+$/, '') + url.search);
      else response = await providerPage(url, origin, slug, path.slice('/providers/'.length));
    }
    if (response && request.method === 'HEAD') return new Response(null, response);
    return response;
  };
}
