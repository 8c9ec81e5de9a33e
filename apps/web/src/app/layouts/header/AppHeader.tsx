import { LanguageToggle } from '../../../components/LanguageToggle';
import { Logo } from '../../../components/Logo';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useSession } from '../../../features/auth/hooks/useSession';
import { mainNavigation } from '../../navigation';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { UserMenu } from './UserMenu';

/** The signed-in header: logo, five links (wide screens), language flag, avatar menu, mobile menu. */
export function AppHeader({ username }: { username: string }) {
  const { user } = useSession();
  const items = mainNavigation(username);
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo to={`/${encodeURIComponent(username)}`} />
          <DesktopNav items={items} />
        </div>
        <div className="flex items-center gap-2">
          {/* Phones find it in the mobile menu: the header has no room for one more button. */}
          <ThemeToggle shown="desktop" />
          <LanguageToggle />
          <UserMenu username={username} user={user} />
          <MobileNav items={items} />
        </div>
      </div>
    </header>
  );
}
