import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { photoUrl } from '@/lib/photos';
import { cn, initials } from '@/lib/utils';

const sizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-16 w-16 text-lg',
  xl: 'h-24 w-24 text-2xl',
} as const;

export interface AvatarProps {
  /** profiles.avatar_url (an object of the photos bucket), or an address already resolved (a preview). */
  src?: string | null;
  name?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** A round avatar: the image when it loads, otherwise the name's initials (offline machines included). */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const url = photoUrl(src);
  return (
    <AvatarPrimitive.Root
      className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100', sizes[size], className)}
    >
      {url ? <AvatarPrimitive.Image src={url} alt={name ?? ''} className="h-full w-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex h-full w-full items-center justify-center font-semibold text-brand-800"
        role="img"
        aria-label={name ?? 'Avatar'}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
