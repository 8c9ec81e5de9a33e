import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';

/**
 * Mutes or unmutes the countdown beeps (remembered on this device). The label names what a
 * press does now ('Mute sound' / 'Turn sound on'), so it changes with the state; for that reason
 * there is no aria-pressed: a label that flips plus a pressed state would read as
 * 'Turn sound on, pressed', which contradicts itself (WAI-ARIA APG, toggle buttons).
 */
export function SoundToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useTranslation('battles');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onToggle}
      aria-label={muted ? t('countdown.unmuteSound') : t('countdown.muteSound')}
      data-muted={muted}
    >
      {muted ? <VolumeX className="h-5 w-5" aria-hidden /> : <Volume2 className="h-5 w-5" aria-hidden />}
    </Button>
  );
}
