import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileForPath, isServerRendered, SITE_SERVER_DIR } from './src/app/prerender/pages.ts';
import { loadSiteServer, serveNode, type SiteHandler } from './scripts/site-server-node.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `vite preview` serves the build as production hosting must (README, Hosting): the pages the site's
 * server renders per request (the provider directory, sitemap.xml, robots.txt: dist-server/, run in
 * Node), a prerendered page for its address (/pricing → dist/pricing/index.html), the job shell for
 * any /jobs/{id}, the app shell for every other address; files with an extension as they are.
 */
function servePrerenderedPages(): Plugin {
  // Set by a preview that serves the build for another API than it was built for (the e2e
  // environments: e2e/support/start-environment.ts), so the site's server reads from that one too.
  let apiUrl: (() => string) | null = null;
  return {
    name: 'hr-connect:serve-prerendered-pages',
    api: {
      useApiUrl(url: () => string) {
        apiUrl = url;
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // The build's site server, next to its dist/: loaded on the first request that needs it, and again
      // after a rebuild (a long-running preview would otherwise link assets the new build replaced).
      const siteDir = resolve(outDir, '..', SITE_SERVER_DIR);
      let siteServer: { built: number; handle: Promise<SiteHandler | null> } | null = null;
      const builtAt = () =>
        existsSync(join(siteDir, 'site-template.json')) ? statSync(join(siteDir, 'site-template.json')).mtimeMs : 0;
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (!isServerRendered(url.pathname)) return next();
        const built = builtAt();
        if (!siteServer || siteServer.built !== built)
          siteServer = { built, handle: loadSiteServer(siteDir, { supabaseUrl: apiUrl?.() }) };
        void siteServer.handle
          .then((handle) => (handle ? serveNode(handle, req, res) : false))
          .then((served) => (served ? undefined : next()), next);
      });
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const file = fileForPath(url.pathname);
        // A build without a page (e.g. one made before prerendering existed) falls back to its index.html.
        if (file) req.url = `/${existsSync(join(outDir, file)) ? file : 'index.html'}${url.search}`;
        next();
      });
    },
  };
}

/**
 * Fewer, larger shared chunks where pages load them together anyway: each file is a request, and a
 * page that hydrates with 50 small files waits on them six at a time (HTTP/1.1). TanStack Query in one
 * chunk (its small shared pieces were 8 files on /jobs, and more bytes on every page using it); the
 * site frame's links (logo, footer, AppLink), which every public page loads together.
 */
function fewerChunks(): Plugin {
  return {
    name: 'hr-connect:fewer-chunks',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'logo', test: /src[\\/]components[\\/](layout[\\/](logo|footer)|ui[\\/]app-link)\.tsx$/ },
              ],
            },
          },
        },
      },
    }),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), servePrerenderedPages(), fewerChunks()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      // react-router's package exports resolve to its development build in every mode
      // (remix-run/react-router#14102), which keeps its dev warnings in our bundle; build against
      // the production build it ships alongside.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    // The manifest lets scripts/size.ts name the source of each chunk.
    manifest: true,
    modulePreload: {
      // The site entry's screens are loaded by prerendered pages whose HTML already preloads each
      // screen's chunks (scripts/prerender.ts): the entry need not carry their names too.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)entry-site-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  server: { port: 5173 },
  preview: { port: 5173 },
}));
