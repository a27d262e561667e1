// Runs the site's server (dist-server/site-server.js, built by scripts/prerender.ts from
// src/app/site-server.tsx) in Node: `vite preview` uses it through vite.config.ts, and
// scripts/serve-site.ts serves a build with it. Converts Node's request to a fetch Request and the
// Response back, gzipped when the client accepts it (as a host's CDN would).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export type SiteHandler = (request: Request) => Promise<Response | null>;

interface SiteServerModule {
  createSiteHandler(options: {
    template: unknown;
    supabaseUrl?: string;
    anonKey?: string;
    siteUrl?: string;
  }): SiteHandler;
}

/**
 * The handler of a build's site server, or null when the build has none. `overrides`, else
 * SUPABASE_URL, SUPABASE_ANON_KEY and SITE_URL, replace what the build was made with.
 */
export async function loadSiteServer(
  dir: string,
  overrides: { supabaseUrl?: string } = {},
): Promise<SiteHandler | null> {
  const entry = join(dir, 'site-server.js');
  const templateFile = join(dir, 'site-template.json');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  // A query string per load, so a rebuilt bundle is imported afresh by a long-running preview.
  const mod = (await import(`${pathToFileURL(entry).href}?t=${Date.now()}`)) as SiteServerModule;
  return mod.createSiteHandler({
    template: JSON.parse(readFileSync(templateFile, 'utf8')),
    supabaseUrl: overrides.supabaseUrl || process.env.SUPABASE_URL || undefined,
    anonKey: process.env.SUPABASE_ANON_KEY || undefined,
    siteUrl: process.env.SITE_URL || undefined,
  });
}

/** Answers `req` with `handle`; false when the handler left the address to someone else. */
export async function serveNode(handle: SiteHandler, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const host = req.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const response = await handle(new Request(`http://${host}${req.url ?? '/'}`, { method: req.method, headers }));
  if (!response) return false;
  let body = Buffer.from(await response.arrayBuffer());
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  if (body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    out['content-encoding'] = 'gzip';
    out.vary = 'Accept-Encoding';
  }
  out['content-length'] = String(body.length);
  res.writeHead(response.status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
