import { useLocation } from 'react-router-dom';
import { LoginScreen, type LoginState } from '@/features/auth/components/LoginScreen';

/** Sign-in in the app: sign-up and the guards hand their state over through the router. */
export default function LoginPage() {
  return <LoginScreen state={useLocation().state as LoginState | null} />;
}
