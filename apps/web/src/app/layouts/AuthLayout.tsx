import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PublicHeader } from '../../components/PublicHeader';

/** The sign-up / sign-in / password screens: public header and a centred card, with a brand panel on wide screens. */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-8 focus:outline-none sm:py-12">
        <div className="grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] items-center gap-10 md:grid-cols-[1fr_minmax(0,28rem)]">
          <div aria-hidden className="hidden flex-col gap-4 md:flex">
            <span className="h-1 w-16 rounded-full bg-accent" />
            <p className="text-4xl leading-tight font-black tracking-tight text-fg lg:text-5xl">{t('brandPitch')}</p>
          </div>
          <div className="flex justify-center">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
