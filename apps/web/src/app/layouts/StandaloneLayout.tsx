import { Outlet } from 'react-router';
import { PublicHeader } from '../../components/PublicHeader';

/** Pages outside the signed-in shell that still need a way home (the 404 page). */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
