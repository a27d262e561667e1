import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** What Tab can reach inside a panel (links, buttons, fields, anything with a tab index of 0 or more). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex^="-"])';
// (A control inside something hidden or inert is not reachable: it does not count.)

/**
 * Radix makes every panel a tab stop (tabindex 0). The ARIA tabs pattern wants that only for a panel
 * with nothing focusable in it: otherwise Tab from the tab goes straight to the panel's first control,
 * so a keyboard user is not stopped on a box that does nothing. Kept current as the panel's content
 * loads and changes.
 */
function usePanelTabStop(panel: React.RefObject<HTMLDivElement | null>): boolean {
  const [stop, setStop] = React.useState(true);
  React.useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    const update = () =>
      setStop(![...el.querySelectorAll(TABBABLE)].some((control) => !control.closest('[hidden], [inert]')));
    update();
    const observer = new MutationObserver(update);
    observer.observe(el, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href'],
    });
    return () => observer.disconnect();
  }, [panel]);
  return stop;
}

export function TabsContent({ className, ref, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  const panel = React.useRef<HTMLDivElement | null>(null);
  const stop = usePanelTabStop(panel);
  const setRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      panel.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <TabsPrimitive.Content
      ref={setRef}
      tabIndex={stop ? 0 : -1}
      className={cn('mt-4 focus-visible:outline-2', className)}
      {...props}
    />
  );
}
