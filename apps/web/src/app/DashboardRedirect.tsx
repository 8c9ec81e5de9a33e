import { Navigate } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';

/** `/dashboard` is the header's other name for Home (spec section 2). */
export default function DashboardRedirect() {
  const { username } = useSession();
  return <Navigate to={username ? `/${encodeURIComponent(username)}` : '/sign-in'} replace />;
}
