import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { NavigateContext, PathnameContext } from '@/lib/navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A link to a page of the app that works with or without the router: the same <a href> markup as
 * react-router's <Link>, navigating in place when the app provides NavigateContext (a plain left
 * click, no modifier, no target), an ordinary page load otherwise.
 */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || event.button !== 0 || props.target) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} {...props} onClick={handleClick} />;
}

export interface AppNavLinkProps extends Omit<AppLinkProps, 'className'> {
  /** Active only on `to` itself, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * An AppLink that knows whether it points at the current page, like react-router's <NavLink>
 * (`aria-current="page"`, a class from `isActive`), from the pathname the app provides.
 */
export function AppNavLink({ to, end, className, ...props }: AppNavLinkProps) {
  const pathname = useContext(PathnameContext) ?? '';
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <AppLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}
