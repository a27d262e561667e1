// A route is declared once, in the router (router.tsx); the three other lists that name addresses are
// held against it here, so adding, renaming or guarding a route without them fails: the e2e list
// (route-list.ts: every screen with who sees it), the site entry's screens (entry-site.tsx) and the
// pages prerendered for visitors (prerender/pages.ts, with their titles).
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAdmin, RequireAuth } from '@/app/guards';
import type { RouteHandle } from '@/app/layouts';
import { SCREENS } from '@/app/entry-site';
import { APP_SHELL, fileForPath, isServerRendered, PRERENDERED_PAGES } from '@/app/prerender/pages';
import { ROUTES } from '@/app/route-list';
import { routes } from '@/app/router';

type Guard = 'public' | 'member' | 'admin';
interface Declared {
  route: RouteObject;
  path: string;
  guard: Guard;
  title?: string;
}

function guardOf(route: RouteObject, outer: Guard): Guard {
  const element = route.element as ReactElement | undefined;
  if (!isValidElement(element)) return outer;
  if (element.type === RequireAdmin) return 'admin';
  if (element.type === RequireAuth) return 'member';
  return outer;
}

/** Every addressable route of the tree: its full path, the guard around it, its static title. */
function declared(tree: RouteObject[], base = '', outer: Guard = 'public'): Declared[] {
  return tree.flatMap((route) => {
    const guard = guardOf(route, outer);
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const own: Declared[] =
      route.path !== undefined && route.path !== '*' && !route.children
        ? [{ route, path, guard, title: (route.handle as RouteHandle | undefined)?.title }]
        : [];
    return [...own, ...declared(route.children ?? [], path, guard)];
  });
}

const ROUTER = declared(routes);
/** The router's route an address reaches (the deepest match), or undefined for the catch-all. */
function routeFor(address: string): Declared | undefined {
  const deepest = matchRoutes(routes, address)?.at(-1);
  return ROUTER.find((r) => r.route === deepest?.route);
}
const sample = (path: string) => path.replace(/:\w+/g, 'x').replace(/\*$/, 'x');

describe('the route list (route-list.ts, walked by e2e) names every route of the router', () => {
  it('with the same paths', () => {
    const listed = new Set(ROUTES.map((r) => r.path).filter((p) => p !== '/no-such-page'));
    expect([...listed].sort()).toEqual([...new Set(ROUTER.map((r) => r.path))].sort());
  });

  it('with who may see each: members behind RequireAuth, administrators behind RequireAdmin', () => {
    for (const { path, guard } of ROUTER) {
      const who = ROUTES.filter((r) => r.path === path).map((r) => r.who);
      if (guard === 'public') expect(who, path).toContain('public');
      if (guard === 'member')
        expect(
          who.every((w) => w === 'member' || w === 'provider'),
          path,
        ).toBe(true);
      if (guard === 'admin') expect(who, path).toEqual(['admin']);
    }
  });

  it('and a missing page reaches only the catch-all', () => {
    expect(routeFor('/no-such-page')).toBeUndefined();
  });
});

describe("the site entry's screens (entry-site.tsx)", () => {
  it.each(Object.keys(SCREENS))('%s is a public route that is prerendered or rendered by the server', (key) => {
    const address = sample(key);
    expect(routeFor(address)?.guard).toBe('public');
    expect(fileForPath(address) !== APP_SHELL || isServerRendered(address)).toBe(true);
  });
});

describe('the prerendered pages (prerender/pages.ts)', () => {
  it.each(PRERENDERED_PAGES.map((p) => [p.path, p] as const))('%s is a public route with its title', (path, page) => {
    const route = routeFor(path);
    expect(route?.guard).toBe('public');
    expect(page.title).toBe(route?.title);
  });

  it('a page the site entry hydrates has its screen there', () => {
    for (const page of PRERENDERED_PAGES.filter((p) => p.island === 'site')) {
      const key = page.path.replace(/\/[^/]+$/, '/*');
      expect(SCREENS[page.path] ?? SCREENS[key], page.path).toBeDefined();
    }
  });
});
