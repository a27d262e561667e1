import { AppNavLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { MEMBER_LINKS, navLinkClass } from '@/components/layout/nav-links';
import { useLogOut } from '@/components/layout/use-log-out';
import { ThemeChoiceField } from '@/components/theme/theme-choice-field';
import { cn } from '@/lib/utils';

export interface MemberMobileMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  /** Closes the menu (a link or 'Log out' was chosen). */
  onClose: () => void;
}

/** The phone menu of a signed-in member (TopNav loads it when it opens). */
export default function MemberMobileMenu({ name, email, avatarUrl, onClose: close }: MemberMobileMenuProps) {
  const logOut = useLogOut();
  return (
    <ul className="grid gap-1">
      <li className="flex items-center gap-3 px-3 py-2">
        <Avatar src={avatarUrl} name={name} size="sm" />
        <span className="min-w-0">
          <span className="block text-sm font-semibold">{name}</span>
          <span className="block truncate text-xs text-slate-600">{email}</span>
        </span>
      </li>
      {MEMBER_LINKS.map((link) => (
        <li key={link.to}>
          <AppNavLink to={link.to} className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
            {link.label}
          </AppNavLink>
        </li>
      ))}
      <li>
        <AppNavLink to="/profile" end className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
          Profile
        </AppNavLink>
      </li>
      <li>
        <AppNavLink to="/my-applications" className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
          My Applications
        </AppNavLink>
      </li>
      <li className="px-3 py-2">
        <ThemeChoiceField />
      </li>
      <li>
        <button
          type="button"
          className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100"
          onClick={() => {
            close();
            void logOut();
          }}
        >
          Log out
        </button>
      </li>
    </ul>
  );
}
