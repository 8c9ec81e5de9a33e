import { useCallback, useState } from 'react';
import { readItem, writeItem } from '../../../lib/storage';

/** Remembers the countdown's mute toggle on this device. */
export const SOUND_MUTED_KEY = 'battleSoundMuted';

export function useSoundPreference(): { muted: boolean; toggle: () => void } {
  const [muted, setMuted] = useState(() => readItem(SOUND_MUTED_KEY) === 'true');
  const toggle = useCallback(() => {
    setMuted((current) => {
      writeItem(SOUND_MUTED_KEY, String(!current));
      return !current;
    });
  }, []);
  return { muted, toggle };
}
