import { LegalDocument } from '../features/help/components/LegalDocument';

/** `/terms`: the terms of service, open to everyone (linked from sign-up). */
export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
