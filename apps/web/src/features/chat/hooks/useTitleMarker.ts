import { useEffect } from 'react';

const MARKER = /^\(\d+\+?\) /;

/**
 * The tab title's new-message marker (spec section 4): "(n) " in front of the page's title
 * while messages arrived unseen; removed when `count` returns to 0 or the view goes away.
 */
export function useTitleMarker(count: number): void {
  useEffect(() => {
    const base = document.title.replace(MARKER, '');
    document.title = count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(MARKER, '');
    },
    [],
  );
}
