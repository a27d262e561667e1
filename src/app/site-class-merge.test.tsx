import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { SCREENS } from '@/app/entry-site';
import { SiteDocument } from '@/app/site-document';
import { toast } from '@/lib/toast';
import { installClassMerge } from '@/lib/utils';

// The site entry hydrates its pages without tailwind-merge (src/lib/utils.ts): that is only right if
// no class on them overrides a primitive's, i.e. if they come out the same with and without merging.
// A page that starts relying on an override fails here, naming the page.

const withoutMerge = (classes: string) => classes;
afterEach(() => installClassMerge(twMerge));

type ScreenModule = Awaited<ReturnType<(typeof SCREENS)[string]>>;

async function markup(
  { default: Page, Frame }: ScreenModule,
  merge: (classes: string) => string,
  interact?: () => Promise<void>,
) {
  installClassMerge(merge);
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
      await waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(2));
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
