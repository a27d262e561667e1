import type { Page } from '@playwright/test';

/**
 * Interface labels: the product's own words on buttons, tabs, menu items, badges and segmented
 * controls. They may wrap between words, never inside one ('Syste|m'). What members write (a skill, a
 * name) may break anywhere to fit a phone: such text is marked `data-user-content` and left out.
 */
export const LABEL_SELECTOR = [
  'button',
  '[role="button"]',
  '[data-slot="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  '[role="menuitemcheckbox"]',
  '[role="radiogroup"] label',
  '[data-slot="badge"]',
].join(', ');

/**
 * The visible labels on the page that break inside a word, as 'Syste|m (button "System")': for each
 * two word characters side by side in a label's text, whether the second starts a new line.
 */
export async function labelsBrokenInsideWords(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const word = /[\p{L}\p{N}]/u;
    const labels = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.closest('[data-user-content]')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    for (const label of labels) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (node.parentElement?.closest('[data-user-content]')) continue;
        // Text hidden from sight (sr-only) is laid out in a 1 px box: every letter is a line.
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        const box = (i: number) => {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getBoundingClientRect();
        };
        for (let i = 0; i + 1 < text.length; i += 1) {
          if (!word.test(text[i]!) || !word.test(text[i + 1]!)) continue;
          const a = box(i);
          const b = box(i + 1);
          if (a.height === 0 || b.height === 0) continue;
          if (b.top >= a.bottom - 1) {
            const start = text.lastIndexOf(' ', i) + 1;
            const end = text.indexOf(' ', i + 1);
            const broken = `${text.slice(start, i + 1)}|${text.slice(i + 1, end === -1 ? undefined : end)}`;
            const role = label.getAttribute('role') ?? label.dataset.slot ?? label.tagName.toLowerCase();
            found.push(`${broken} (${role} "${(label.textContent ?? '').trim().slice(0, 40)}")`);
            break;
          }
        }
      }
    }
    return found;
  }, LABEL_SELECTOR);
}
