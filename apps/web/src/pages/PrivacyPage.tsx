import { LegalDocument } from '../features/help/components/LegalDocument';

/** `/privacy`: the privacy policy, open to everyone (linked from sign-up). */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
