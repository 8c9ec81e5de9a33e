import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The operator's address under a legal page's Contact section (CONTACT_EMAIL, from GET
 * /auth/config). Nothing when none is published: the product has no other feedback path to
 * name, and the section's text already points to the contact the operator publishes.
 */
export function LegalContact({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation('help');
  if (!email) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 leading-relaxed text-muted" data-testid="legal-contact">
      <Mail className="h-4 w-4 shrink-0 text-accent" aria-hidden />
      {t('legal.contactEmail')}
      <a href={`mailto:${email}`} className="font-semibold break-all text-accent underline-offset-2 hover:underline">
        {email}
      </a>
    </p>
  );
}
