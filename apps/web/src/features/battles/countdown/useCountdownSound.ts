import { useEffect } from 'react';
import { countdownKey, type CountdownDisplay } from './countdown';
import { playBeep } from './sound';

/** One beep per number while the countdown runs, a brighter one at 'Go!'; silent while muted or waiting. */
export function useCountdownSound(display: CountdownDisplay, muted: boolean): void {
  const key = countdownKey(display);
  useEffect(() => {
    if (muted || key.startsWith('waiting')) return;
    playBeep(key === 'go' ? 'go' : 'tick');
  }, [key, muted]);
}
