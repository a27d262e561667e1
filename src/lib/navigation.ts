import { createContext } from 'react';

/**
 * The router's navigate function, provided by the app (src/app/App.tsx). Links that also appear on
 * the landing page (which is hydrated without the router) read it from here: inside the app they
 * navigate in place, on the landing page they are plain links to prerendered pages.
 */
export const NavigateContext = createContext<((to: string) => void) | null>(null);
