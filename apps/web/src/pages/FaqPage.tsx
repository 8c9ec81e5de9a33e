import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FAQ_SECTIONS } from '../features/help/faq';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/faq`: answers about scoring, statistics, ranking, battles, training and privacy. */
export default function FaqPage() {
  const { t } = useTranslation('help');
  usePageTitle(t('faq.pageTitle'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight text-fg">{t('faq.title')}</h1>
        <p className="text-muted">{t('faq.subtitle')}</p>
      </header>
      {FAQ_SECTIONS.map(({ key, Icon, items }) => (
        <section key={key} aria-labelledby={`faq-${key}`} className="flex flex-col gap-3">
          <h2 id={`faq-${key}`} className="flex items-center gap-2 text-lg font-bold text-fg">
            <Icon className="h-5 w-5 text-accent" aria-hidden />
            {t(`faq.sections.${key}`)}
          </h2>
          <div className="flex flex-col gap-2">
            {items.map((item) => (
              // Native disclosure: keyboard and screen-reader support come with the element.
              <details key={item} className="group rounded-xl border border-line bg-surface/60 open:border-line-strong">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
                  {t(`faq.items.${item}.q`)}
                  <ChevronDown className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <p className="px-4 pb-4 leading-relaxed text-muted">{t(`faq.items.${item}.a`)}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
