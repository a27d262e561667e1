// Part of `npm run build`, after `vite build`: writes the public pages to HTML (src/app/prerender/
// pages.ts) so they are readable and styled before any script runs; the browser then hydrates them.
// 1. builds src/app/entry-server.tsx for Node (vite build --ssr, into node_modules/.cache),
// 2. keeps the built index.html, with an empty root, as dist/app.html: the app shell every other
//    address is served (member screens, 404),
// 3. renders each page with react-dom/static and writes it into a copy of that index.html (its head
//    kept as it is), with the page's title and <link rel="modulepreload"> for the chunks it hydrates with.
// 4. builds the server of the pages rendered per request (src/app/site-server.tsx: the provider
//    directory, sitemap.xml, robots.txt) into dist-server/site-server.js, one self-contained ES module
//    with no Node API (it runs in Node and at a host's edge), and writes dist-server/site-template.json:
//    the template and the preloads of those pages.
// How a server maps addresses to these files: fileForPath in pages.ts, README (Hosting).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { WebSocket } from 'ws';
import {
  APP_SHELL,
  PRERENDERED_PAGES,
  SITE_SERVER_DIR,
  SITE_SERVER_PAGES,
  type PrerenderedPage,
} from '../src/app/prerender/pages.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(ROOT, 'dist');
const SSR_OUT = join(ROOT, 'node_modules', '.cache', 'prerender-ssr');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  render(page: PrerenderedPage): Promise<string>;
  formatTitle(title?: string | null): string;
}

/** The chunk of each source module and every chunk it imports statically, in load order. */
function chunksOf(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the client manifest (renamed? update pages.ts)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js: [...js], css: [...css] };
}

function preloadTags(manifest: Manifest, modules: string[], template: string): string {
  const { js, css } = chunksOf(manifest, modules);
  // The template already links the entry and its static imports.
  return [
    ...css.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

function withHead(template: string, tags: string, title: string | null): string {
  let html = template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  return tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main(): Promise<void> {
  const templatePath = join(DIST, 'index.html');
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(manifestPath)) throw new Error('prerender: run `vite build` first');
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: SSR_OUT,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  // The routes import the supabase-js client, whose Realtime part wants a WebSocket at creation
  // (Node 20 has none); nothing connects during a render.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const server = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href)) as ServerEntry;
  // The built index.html before this script replaced it (kept so the script can run again).
  const pristine = join(DIST, '.vite', 'template.html');
  if (!existsSync(pristine) || readFileSync(templatePath, 'utf8').includes('<div id="root"></div>'))
    writeFileSync(pristine, readFileSync(templatePath, 'utf8'));
  const template = readFileSync(pristine, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  // The app shell: the built index.html with its empty root, and the whole app preloaded.
  writeFileSync(
    join(DIST, APP_SHELL),
    withHead(template, preloadTags(manifest, ['src/app/entry-app.tsx'], template), null),
  );

  for (const page of PRERENDERED_PAGES) {
    // React puts the resource hints it finds (e.g. the hero image's preload) first in the markup;
    // they belong in the head, where hydration does not look for them.
    const rendered = await server.render(page);
    const hints = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
    const markup = rendered.slice(hints.length);
    // Streamed-in content (a hidden segment and the inline script that reveals it) would need
    // JavaScript to be read; entry-server.tsx renders every boundary inline so there is none.
    if (/<script|<template|hidden id="S:/.test(markup))
      throw new Error(`prerender: ${page.path} has streamed-in parts`);
    const entry = page.island ? `src/app/entry-${page.island}.tsx` : 'src/app/entry-app.tsx';
    const tags = preloadTags(manifest, [entry, ...page.modules], template);
    const island = page.island ? ` data-island="${page.island}"` : '';
    const html = withHead(
      template,
      [hints, tags].filter(Boolean).join('\n    '),
      page.title ? server.formatTitle(page.title) : null,
    ).replace('<div id="root"></div>', () => `<div id="root"${island}>${markup}</div>`);
    const out = join(DIST, page.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
    console.log(`prerendered ${page.path.padEnd(16)} → dist/${page.file} (${(markup.length / 1024).toFixed(1)} KB)`);
  }
  await buildSiteServer(manifest, template);
}

/** The server of the pages rendered per request, and what it needs from this build. */
async function buildSiteServer(manifest: Manifest, template: string): Promise<void> {
  const out = join(ROOT, SITE_SERVER_DIR);
  await build({
    root: ROOT,
    logLevel: 'warn',
    // Everything in one file, resolved for a worker (no Node built-ins): edge runtimes take it as it is.
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      ssr: 'src/app/site-server.tsx',
      outDir: out,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'site-server.js', codeSplitting: false } },
    },
  });
  const preloads = Object.fromEntries(
    Object.entries(SITE_SERVER_PAGES).map(([kind, modules]) => [
      kind,
      preloadTags(manifest, ['src/app/entry-site.tsx', ...modules], template),
    ]),
  );
  writeFileSync(join(out, 'site-template.json'), JSON.stringify({ html: template, preloads }));
  console.log(`built the site server → ${SITE_SERVER_DIR}/site-server.js (+ site-template.json)`);
}

await main();
// supabase-js, imported by the rendered routes, may keep timers alive in Node.
process.exit(0);
