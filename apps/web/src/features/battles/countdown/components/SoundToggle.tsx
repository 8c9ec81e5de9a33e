import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';

/** A toggle (pressed = muted) for the countdown beeps, remembered on this device. */
export function SoundToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useTranslation('battles');
  return (
    <Button variant="ghost" size="icon" onClick={onToggle} aria-pressed={muted} aria-label={t('countdown.muteSound')}>
      {muted ? <VolumeX className="h-5 w-5" aria-hidden /> : <Volume2 className="h-5 w-5" aria-hidden />}
    </Button>
  );
}
