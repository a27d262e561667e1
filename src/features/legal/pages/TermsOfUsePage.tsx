import { LegalDocument, type LegalSection } from '@/features/legal/components/LegalDocument';
import { MINIMUM_AGE } from '@/config/constants';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    body: <p>By creating an account or using HR Connect you agree to these Terms of Use.</p>,
  },
  {
    heading: 'Eligibility',
    body: <p>You must be {MINIMUM_AGE} or older and able to enter into a binding agreement to use HR Connect.</p>,
  },
  {
    heading: 'Your Account',
    body: (
      <p>
        You are responsible for the accuracy of your profile and for keeping your password confidential. Tell us at once
        if you suspect unauthorised use of your account.
      </p>
    ),
  },
  {
    heading: 'Acceptable Use',
    body: (
      <p>
        Use HR Connect for genuine professional networking. Do not post misleading job listings or services, harass
        other members, send spam, or try to access data you are not allowed to see.
      </p>
    ),
  },
  {
    heading: 'Content',
    body: (
      <p>
        You keep ownership of the content you post and give HR Connect permission to display it on the platform. We may
        remove content that breaks these terms.
      </p>
    ),
  },
  {
    heading: 'Subscriptions',
    body: <p>Paid plans for service providers are described on the Pricing page. Prices may change with notice.</p>,
  },
  {
    heading: 'Limitation of Liability',
    body: (
      <p>
        HR Connect is provided as is. We are not responsible for agreements made between members, and our liability is
        limited to the extent permitted by law.
      </p>
    ),
  },
  {
    heading: 'Changes to These Terms',
    body: <p>We may update these terms. The date at the top of this page shows when they last changed.</p>,
  },
];

export default function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro="These Terms of Use govern your access to and use of HR Connect."
      sections={SECTIONS}
    />
  );
}
