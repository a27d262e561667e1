import { useParams, useSearchParams } from 'react-router-dom';
import { RegisterScreen } from '@/app/routes/auth/RegisterScreen';
import { useCategories } from '@/lib/categories';

/** The categories' names, through TanStack Query (cached for the session: the app never changes them). */
function useServiceTypes(wanted: boolean): readonly string[] {
  const categories = useCategories(wanted);
  return (categories.data ?? []).map((c) => c.name);
}

/** Sign-up (auth) in the app, with the service categories (services) as a provider's suggestions. */
export default function RegisterPage() {
  const { referralCode } = useParams();
  // The pricing page's 'Get Started Free' and paid plans open the Service Provider tab.
  const [params] = useSearchParams();
  return (
    <RegisterScreen
      referralCode={referralCode}
      providerFirst={params.get('type') === 'provider'}
      useServiceTypes={useServiceTypes}
    />
  );
}
