import { useContext } from 'react';
import { useAuth } from '@/lib/auth';
import { toastError } from '@/lib/errors';
import { go, NavigateContext } from '@/lib/navigation';
import { toast } from '@/lib/toast';

/** Signs out, then goes home with 'Signed Out' (or the catalogue's failure toast). */
export function useLogOut() {
  const { signOut } = useAuth();
  const navigate = useContext(NavigateContext);
  return async () => {
    const { error } = await signOut(() => go(navigate, '/'));
    if (error) {
      toastError('Sign out Failed', error);
      return;
    }
    toast({ title: 'Signed Out' });
  };
}
