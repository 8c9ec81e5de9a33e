import { FileText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useAuthConfig } from '../../auth/hooks/useAuthConfig';
import { LEGAL_PATHS, LEGAL_SECTIONS, LEGAL_UPDATED, type LegalDocumentKey } from '../legal';
import { LegalContact } from './LegalContact';

/** The terms of service or the privacy policy: title, date, numbered sections, a link to the other one. */
export function LegalDocument({ doc }: { doc: LegalDocumentKey }) {
  const { t, i18n } = useTranslation('help');
  const contactEmail = useAuthConfig().data?.contactEmail;
  usePageTitle(t(`legal.${doc}.pageTitle`));
  const updated = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  );
  const other: LegalDocumentKey = doc === 'terms' ? 'privacy' : 'terms';
  const Icon = doc === 'terms' ? FileText : ShieldCheck;
  // Typed per document: the sections of one are not keys of the other.
  const sections: readonly string[] = LEGAL_SECTIONS[doc];
  const text = (key: string, part: 'title' | 'body') => t(`legal.${doc}.sections.${key}.${part}` as 'legal.terms.sections.service.title');

  return (
    <article aria-labelledby="legal-title" className="mx-auto flex max-w-3xl flex-col gap-8" data-testid={`legal-${doc}`}>
      <header className="flex flex-col gap-2">
        {/* Phones: 'Политика конфиденциальности' has a word wider than 360 px at the desktop size. */}
        <h1 id="legal-title" className="flex items-center gap-3 text-2xl font-black tracking-tight text-fg sm:text-3xl">
          <Icon className="h-7 w-7 shrink-0 text-accent" aria-hidden />
          <span className="min-w-0 hyphens-auto">{t(`legal.${doc}.title`)}</span>
        </h1>
        <p className="text-sm text-muted">{t('legal.updated', { date: updated })}</p>
        <p className="text-muted">{t(`legal.${doc}.intro`)}</p>
      </header>
      <ol className="flex list-none flex-col gap-6">
        {sections.map((key, index) => (
          <li key={key}>
            <section aria-labelledby={`legal-${key}`} className="flex flex-col gap-2">
              <h2 id={`legal-${key}`} className="text-lg font-bold text-fg">
                {index + 1}. {text(key, 'title')}
              </h2>
              {text(key, 'body')
                .split('\n\n')
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="leading-relaxed text-muted">
                    {paragraph}
                  </p>
                ))}
              {key === 'contact' ? <LegalContact email={contactEmail} /> : null}
            </section>
          </li>
        ))}
      </ol>
      <p className="border-t border-line pt-4 text-sm text-muted">
        {t('legal.seeAlso')}:{' '}
        <Link to={LEGAL_PATHS[other]} className="font-semibold text-accent underline-offset-2 hover:underline">
          {t(`legal.links.${other}`)}
        </Link>
      </p>
    </article>
  );
}
