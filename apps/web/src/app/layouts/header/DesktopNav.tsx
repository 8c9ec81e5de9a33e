import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../../navigation';

/** The five header links, from the 768 px breakpoint up. */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className="hidden md:block" data-tour="navigation">
      <ul className="flex items-center gap-1">
        {items.map(({ key, to, end }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'relative flex h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  isActive ? 'text-accent' : 'text-muted hover:bg-raised hover:text-fg',
                )
              }
            >
              {({ isActive }) => (
                <>
                  {t(`nav.${key}`)}
                  {isActive ? <span aria-hidden className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-accent" /> : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
