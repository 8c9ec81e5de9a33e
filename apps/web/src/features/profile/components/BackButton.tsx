import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';

/** Back to where the player came from; opened directly (no history in this app), to `fallback`. */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 self-start"
      onClick={() => void (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('view.back')}
    </Button>
  );
}
