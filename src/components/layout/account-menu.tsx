import { Link } from 'react-router-dom';
import { BarChart3, FileText, LayoutDashboard, LogOut, User } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogOut } from '@/components/layout/use-log-out';
import { ThemeMenuGroup } from '@/components/theme/theme-menu-group';

export interface AccountMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  /** Service Providers have an Analytics page (what it shows follows their plan). */
  showAnalytics?: boolean;
}

/** The signed-in member's avatar menu (desktop); its own chunk, as visitors never open it. */
export default function AccountMenu({ name, email, avatarUrl, showAnalytics }: AccountMenuProps) {
  const logOut = useLogOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className="hidden rounded-full lg:inline-flex" aria-label="Open account menu">
          <Avatar src={avatarUrl} name={name} size="md" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block truncate text-xs text-slate-600">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-applications">
            <FileText aria-hidden="true" /> My Applications
          </Link>
        </DropdownMenuItem>
        {showAnalytics ? (
          <DropdownMenuItem asChild>
            <Link to="/analytics">
              <BarChart3 aria-hidden="true" /> Analytics
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <ThemeMenuGroup />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
