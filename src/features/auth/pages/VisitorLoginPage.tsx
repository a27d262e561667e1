import { LoginScreen, type LoginState } from '@/features/auth/components/LoginScreen';
import { HandedOverToast, handedState, receiveHandoff } from '@/lib/page-handoff';

// As the chunk loads, before the site entry renders the screen: what sign-up handed over across
// the page load (the address just used, the welcome toast). The only site page that receives one.
receiveHandoff();

/** The site entry renders this screen in the bare frame (no top navigation), as the app's BareLayout. */
export { BareFrame as Frame } from '@/components/layout/bare-frame';

/**
 * Sign-in for a visitor, hydrated without the router (src/app/entry-site.tsx): what sign-up handed
 * over (the address just used) comes with the page load (src/lib/page-handoff.ts).
 */
export default function VisitorLoginPage() {
  return (
    <>
      <LoginScreen state={handedState<LoginState>()} />
      <HandedOverToast />
    </>
  );
}
