import { useEffect, useState } from 'react';
import { afterPageSettles, pageHasSettled } from '../lib/afterLoad';

/** False until the page has loaded and the browser has fallen idle once (lib/afterLoad.ts). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageHasSettled);
  useEffect(() => {
    if (settled) return;
    let active = true;
    void afterPageSettles().then(() => {
      if (active) setSettled(true);
    });
    return () => {
      active = false;
    };
  }, [settled]);
  return settled;
}
