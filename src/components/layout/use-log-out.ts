import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** Signs out, then goes home with 'Signed Out' (or the catalogue's failure toast). */
export function useLogOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const { error } = await signOut(() => navigate('/'));
    if (error) {
      toastError('Sign out Failed', error);
      return;
    }
    toast({ title: 'Signed Out' });
  };
}
