import { describe, expect, it } from 'vitest';
import { parseSitemapFile, robotsTxt, sitemapFiles, sitemapIndex, urlEntries, urlset } from './sitemap';

describe('sitemap', () => {
  it('turns the database lines into <url> entries, escaped', () => {
    expect(urlEntries('https://x.test', '/providers/a&b\t2026-01-02T03:04:05Z\n/providers/category/c\t\n')).toEqual([
      '<url><loc>https://x.test/providers/a&amp;b</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
      '<url><loc>https://x.test/providers/category/c</loc></url>',
    ]);
    expect(urlset(['<url/>'])).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('pages a list above the part size into an index of parts', () => {
    expect(sitemapFiles({ providers: 120_001, jobs: 3 }, 50_000)).toEqual([
      'sitemap-pages.xml',
      'sitemap-providers-1.xml',
      'sitemap-providers-2.xml',
      'sitemap-providers-3.xml',
      'sitemap-jobs-1.xml',
    ]);
    expect(sitemapFiles({ providers: 0, jobs: 0 }, 50_000)).toEqual(['sitemap-pages.xml', 'sitemap-providers-1.xml']);
    expect(sitemapIndex('https://x.test', ['sitemap-pages.xml'])).toContain(
      '<sitemap><loc>https://x.test/sitemap-pages.xml</loc></sitemap>',
    );
    expect(parseSitemapFile('sitemap-providers-2.xml')).toEqual({ kind: 'providers', part: 2 });
    expect(parseSitemapFile('sitemap-providers-0.xml')).toBeNull();
    expect(parseSitemapFile('sitemap-members-1.xml')).toBeNull();
  });

  it('robots.txt names the sitemap and keeps crawlers out of member areas', () => {
    const robots = robotsTxt('https://x.test');
    expect(robots).toContain('Sitemap: https://x.test/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).not.toMatch(/Disallow: \/providers/);
  });
});
