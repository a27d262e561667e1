import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { DIRECTORY_TEXT } from '@/config/directory-text';

const T = DIRECTORY_TEXT.provider;

/** What a visitor may do on a provider's page: join (free), or sign in. */
export function SignUpToContact() {
  return (
    <>
      <Button asChild>
        <AppLink to="/register">{T.signUpToContact}</AppLink>
      </Button>
      <p className="text-xs text-slate-600">{T.signUpHelp}</p>
      <AppLink to="/login" className="rounded text-sm font-medium text-brand-700 hover:underline">
        {T.signIn}
      </AppLink>
    </>
  );
}
