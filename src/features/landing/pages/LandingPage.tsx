import { AppLink } from '@/components/ui/app-link';
import {
  ArrowRight,
  Banknote,
  Briefcase,
  GraduationCap,
  HeartPulse,
  Scale,
  Sparkles,
  Star,
  Target,
  Users,
  UtensilsCrossed,
  Gift,
  Building2,
} from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Footer } from '@/components/layout/footer';
import { Logo } from '@/components/layout/logo';
import { SERVICE_CATEGORIES } from '@/config/constants';
import { categoryPagePath } from '@/lib/slug';
import { LANDING_TEXT } from '@/config/landing-text';
import { useAuth } from '@/lib/auth';

const FEATURES = [
  {
    icon: Users,
    title: 'HR Professional Network',
    text: 'Connect with HR leaders and share best practices with peers who face the same challenges.',
  },
  {
    icon: Building2,
    title: 'Service Provider Directory',
    text: 'Find trusted recruitment, training, catering and benefits partners in one place.',
  },
  {
    icon: Target,
    title: 'Smart Matching',
    text: 'Get matched with the connections and services that fit your needs.',
  },
  {
    icon: Star,
    title: 'Reviews & Ratings',
    text: 'Choose with confidence using reviews and ratings from the HR community.',
  },
] as const;

const GALLERY = [
  {
    src: '/images/landing/team-meeting.svg',
    alt: 'HR professionals meeting around a table',
    caption: 'Sharing best practices',
  },
  { src: '/images/landing/workshop.svg', alt: 'A training workshop in progress', caption: 'Learning together' },
  {
    src: '/images/landing/networking.svg',
    alt: 'Professionals networking at an event',
    caption: 'Growing your network',
  },
  {
    src: '/images/landing/interview.svg',
    alt: 'A recruiter interviewing a candidate',
    caption: 'Finding the right talent',
  },
] as const;

const CATEGORY_ICONS = [Briefcase, Sparkles, GraduationCap, UtensilsCrossed, Gift, Banknote, Scale, HeartPulse];

export default function LandingPage() {
  const { session } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Logo className="shrink-0 whitespace-nowrap" />
          {/* At phone width the bar and its buttons take less padding so it fits 375 px on one line. */}
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2 max-sm:[&>a]:px-2.5">
            {session ? (
              <AppLink to="/dashboard" className={buttonVariants()}>
                Dashboard
              </AppLink>
            ) : (
              <>
                <AppLink to="/login" className={buttonVariants({ variant: 'ghost' })}>
                  Sign In
                </AppLink>
                <AppLink to="/register" className={buttonVariants()}>
                  Get Started
                </AppLink>
              </>
            )}
          </nav>
        </div>
      </header>

      <main id="main" className="flex-1">
        <section className="bg-gradient-to-b from-white to-brand-50">
          <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
            <div>
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                Connect. Network. <span className="text-brand-600">Grow.</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg text-slate-700">
                HR Connect brings HR professionals and the service providers they rely on together. Join thousands of
                professionals who share best practices, find trusted partners and grow their careers.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                {/* The session is known only in the browser: the prerendered page shows the visitor's. */}
                {session ? (
                  <AppLink to="/dashboard" className={buttonVariants({ size: 'lg' })}>
                    {LANDING_TEXT.goToDashboard} <ArrowRight aria-hidden="true" />
                  </AppLink>
                ) : (
                  <>
                    <AppLink to="/register" className={buttonVariants({ size: 'lg' })}>
                      Join the Network <ArrowRight aria-hidden="true" />
                    </AppLink>
                    <AppLink to="/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                      Sign In
                    </AppLink>
                  </>
                )}
              </div>
            </div>
            <img
              src="/images/landing/team-meeting.svg"
              alt=""
              width={400}
              height={260}
              className="w-full rounded-2xl shadow-lg"
            />
          </div>
        </section>

        <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="why-heading" className="text-center text-3xl font-bold">
            Why Choose HR Connect?
          </h2>
          <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="gallery-heading" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="gallery-heading" className="text-center text-3xl font-bold">
              A Network in Action
            </h2>
            <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {GALLERY.map((image) => (
                <li key={image.src}>
                  <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                    <img src={image.src} alt={image.alt} width={400} height={260} loading="lazy" className="w-full" />
                    <figcaption className="p-3 text-sm font-medium text-slate-700">{image.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="provider-heading" className="mx-auto max-w-6xl px-4 py-16">
          <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:p-12">
            <div>
              <h2 id="provider-heading" className="text-2xl font-bold sm:text-3xl">
                Are You a Service Provider?
              </h2>
              <p className="mt-3 max-w-2xl text-brand-50">
                Register to reach the HR departments of top companies, showcase your services and grow your business.
              </p>
            </div>
            <AppLink to="/register" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Register as a Provider
            </AppLink>
          </div>
        </section>

        <section aria-labelledby="categories-heading" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="categories-heading" className="text-center text-3xl font-bold">
              Service Categories
            </h2>
            <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
              {SERVICE_CATEGORIES.map((name, i) => {
                const Icon = CATEGORY_ICONS[i] ?? Briefcase;
                return (
                  <li key={name}>
                    {/* Each category's page of the public provider directory. */}
                    <AppLink
                      to={categoryPagePath(name)}
                      className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 p-5 text-center hover:border-brand-600 hover:text-brand-700"
                    >
                      <Icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
                      <span className="text-sm font-semibold">{name}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold">
            Start Networking Today
          </h2>
          <p className="mt-3 text-slate-700">
            Create your free account in a minute and meet the people who move HR forward.
          </p>
          <AppLink to="/register" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
            Start Networking Today
          </AppLink>
        </section>
      </main>
      <Footer />
    </div>
  );
}
