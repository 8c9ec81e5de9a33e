import { CircleHelp, Menu, Radio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/Dialog';
import { cn } from '../../../lib/cn';
import { ThemeToggle } from '../../../components/ThemeToggle';
import type { NavItem } from '../../navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-accent',
    isActive ? 'bg-accent/15 text-accent' : 'text-fg hover:bg-raised',
  );

/** Below 768 px: a menu button opening a side sheet with the five links (Home first), then the FAQ and live stream. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { t: help } = useTranslation('help');
  const more = [
    { key: 'faq', to: '/faq', Icon: CircleHelp },
    { key: 'live', to: '/live', Icon: Radio },
  ] as const;
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={t('nav.openMenu')}
        className="inline-flex h-10 w-10 items-center justify-center rounded-xl border border-line bg-raised/60 text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </DialogTrigger>
      <DialogContent
        variant="sheet"
        title={t('nav.menuTitle')}
        description={t('nav.menuDescription')}
        hideDescription
        closeLabel={t('actions.close')}
      >
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-col gap-1">
            {items.map(({ key, to, end, Icon }) => (
              <li key={key}>
                <NavLink to={to} end={end} onClick={() => setOpen(false)} className={linkClass}>
                  <Icon className="h-5 w-5" aria-hidden />
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
            {more.map(({ key, to, Icon }) => (
              <li key={key}>
                <NavLink to={to} onClick={() => setOpen(false)} className={linkClass}>
                  <Icon className="h-5 w-5" aria-hidden />
                  {help(`links.${key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <ThemeToggle labelled />
            </li>
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
