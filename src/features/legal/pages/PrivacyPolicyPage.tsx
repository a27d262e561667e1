import { LegalDocument, type LegalSection } from '@/features/legal/components/LegalDocument';
import { MINIMUM_AGE } from '@/config/constants';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information We Collect',
    body: (
      <p>
        When you create an account we collect your name, e-mail address, company, position or service type, and any
        details you add to your profile, such as a description, skills and services. We also record basic usage
        information, such as when you sign in and which profiles you view.
      </p>
    ),
  },
  {
    heading: 'How We Use Your Information',
    body: (
      <p>
        We use your information to run HR Connect: to show your profile to other members, to match HR professionals with
        service providers, to process connection requests and to keep the platform secure. We do not sell your personal
        information.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        Other members see the profile details you choose to publish, according to the visibility rules of your plan. Job
        listings are public. We share data with service providers that host the platform only as needed to operate it.
      </p>
    ),
  },
  {
    heading: 'Data Security and Retention',
    body: (
      <p>
        We protect your data with access controls enforced by our database and with encrypted connections. We keep your
        data while your account is active and delete it when you ask us to close your account.
      </p>
    ),
  },
  {
    heading: 'Your Rights',
    body: (
      <p>
        You can view and edit your profile at any time, and you can ask us for a copy of your data or for its deletion
        by contacting us.
      </p>
    ),
  },
  {
    heading: 'Age Requirement',
    body: <p>HR Connect is intended for professionals. You must be {MINIMUM_AGE} or older to use the platform.</p>,
  },
  {
    heading: 'Changes to This Policy',
    body: <p>We may update this policy. The date at the top of this page shows when it last changed.</p>,
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This Privacy Policy explains what information HR Connect collects, how we use it and the choices you have."
      sections={SECTIONS}
    />
  );
}
