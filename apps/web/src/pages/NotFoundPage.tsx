import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/Button';
import { usePageTitle } from '../hooks/usePageTitle';

/** Any path we do not serve: go-to-homepage and go-back (spec section 2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(t('notFound.pageTitle'));

  // Opened directly (the router's first entry has key 'default'): "back" would leave the site, so go home.
  const handleBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center sm:py-24"
    >
      <p
        aria-hidden
        className="bg-gradient-to-b from-accent to-accent/20 bg-clip-text text-8xl font-black tracking-tighter text-transparent italic sm:text-9xl"
      >
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="text-2xl font-black tracking-tight text-fg sm:text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="text-muted">{t('notFound.description')}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/" size="lg">
          <Home className="h-5 w-5" aria-hidden />
          {t('actions.goHome')}
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={handleBack}>
          <ArrowLeft className="h-5 w-5" aria-hidden />
          {t('actions.goBack')}
        </Button>
      </div>
    </section>
  );
}
