import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { SCREENS } from '@/app/entry-site';
import { SiteDocument } from '@/app/site-document';
import { resetToasts, toast } from '@/lib/toast';
import { installClassMerge } from '@/lib/utils';

// The site entry hydrates its pages without tailwind-merge (src/lib/utils.ts): that is only right if
// no class on them overrides a primitive's, i.e. if they come out the same with and without merging.
// A page that starts relying on an override fails here, naming the page.

const withoutMerge = (classes: string) => classes;
// Toasts live in a store outside React: one left from an earlier render (or test) would be drawn into
// the next render, or not, depending on when its timer ran out.
beforeEach(() => resetToasts());
afterEach(() => {
  installClassMerge(twMerge);
  resetToasts();
});

// The job list's request stays unanswered, so both renders show the same state (loading). Answered
// or refused, it would end at a moment of the machine's choosing: between the two renders, or not.
const unanswered: typeof fetch = () => new Promise<Response>(() => {});
beforeEach(() => vi.stubGlobal('fetch', unanswered));
afterEach(() => vi.unstubAllGlobals());

type ScreenModule = Awaited<ReturnType<(typeof SCREENS)[string]>>;

async function markup(
  { default: Page, Frame }: ScreenModule,
  merge: (classes: string) => string,
  interact?: () => Promise<void>,
) {
  installClassMerge(merge);
  resetToasts();
  render(
    <SiteDocument Frame={Frame}>
      <Page />
    </SiteDocument>,
  );
  // The screen's chunk-free first render, plus whatever it renders once its lazy parts settle.
  await act(async () => {});
  if (interact) await interact();
  // Every element's classes, in document order: a difference names the very element.
  const classes = [...document.body.querySelectorAll('[class]')].map(
    (element) => `${element.tagName.toLowerCase()}: ${element.getAttribute('class')}`,
  );
  cleanup();
  return classes;
}

describe('pages the site entry hydrates need no class merging', () => {
  for (const [path, load] of Object.entries(SCREENS)) {
    it(`${path} renders the same classes with and without tailwind-merge`, async () => {
      const screenModule = await load();
      const merged = await markup(screenModule, twMerge);
      const joined = await markup(screenModule, withoutMerge);
      expect(joined).toEqual(merged);
      expect(merged.length).toBeGreaterThan(10);
    });
  }

  it('the phone menu and both kinds of toast are the same with and without tailwind-merge', async () => {
    const screenModule = await SCREENS['/pricing']!();
    const openMenuAndToast = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      act(() => {
        toast({ title: 'Sent' });
        toast({ title: 'Failed', variant: 'destructive' });
      });
      // The newer toast replaces the other (one at a time). Not a count of role=status: Radix's
      // screen-reader announcement of a toast is one for a second only.
      expect(await screen.findByText('Failed')).toBeInTheDocument();
      expect(screen.queryByText('Sent')).toBeNull();
    };
    const merged = await markup(screenModule, twMerge, openMenuAndToast);
    const joined = await markup(screenModule, withoutMerge, openMenuAndToast);
    expect(joined).toEqual(merged);
  });

  it('/pricing with the sales dialog open is the same with and without tailwind-merge', async () => {
    const screenModule = await SCREENS['/pricing']!();
    const openSales = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Contact Sales' }));
      await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    };
    const merged = await markup(screenModule, twMerge, openSales);
    const joined = await markup(screenModule, withoutMerge, openSales);
    expect(joined).toEqual(merged);
    expect(merged.some((line) => line.startsWith('form:'))).toBe(true);
  });

  it('would notice an override: a Button given another background differs', () => {
    // The check above can fail: the same comparison on a known override does.
    const classes = 'bg-brand-600 text-white bg-white';
    expect(withoutMerge(classes)).not.toBe(twMerge(classes));
  });
});
