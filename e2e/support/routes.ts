import { readFileSync } from 'node:fs';

// The list lives beside the router (src/app/route-list.ts), held against it by a unit test.
export { ROUTES, type AppRoute, type RouteAudience } from '../../src/app/route-list.ts';

/** The path with each `:param` replaced by its value; throws on a parameter it has no value for. */
export function resolveRoute(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The paths src/app/router.tsx declares, read from its text (importing it would load the whole app
 * into Node): absolute ones as they are, the admin children under /admin; the index redirect and the
 * catch-all '*' are left out (ROUTES visits a missing page instead).
 */
export function routerPaths(routerFile = new URL('../../src/app/router.tsx', import.meta.url)): string[] {
  const text = readFileSync(routerFile, 'utf8');
  return [...text.matchAll(/path: '([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((p) => p !== '*' && p !== '/admin')
    .map((p) => (p.startsWith('/') ? p : `/admin/${p}`));
}
