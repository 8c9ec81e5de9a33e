import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/Dialog';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../../navigation';

/** Below 768 px: a menu button opening a side sheet with the same links, Home first. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
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
                <NavLink
                  to={to}
                  end={end}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-accent',
                      isActive ? 'bg-accent/15 text-accent' : 'text-fg hover:bg-raised',
                    )
                  }
                >
                  <Icon className="h-5 w-5" aria-hidden />
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
