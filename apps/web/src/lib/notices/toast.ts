import { useEffect } from 'react';
import { toast as sonner } from 'sonner';
import { NoticeGate, type Notice } from './noticeGate';

type Show = typeof sonner.success;

const gate = new NoticeGate({ show: (notice) => notice.show(), hide: (id) => void sonner.dismiss(id) });
let unnamed = 0;

/** A sonner call that goes through the gate: shown now, or once the battle in play is over. */
function gated(show: Show): Show {
  return (message, data) => {
    unnamed += 1;
    const id = data?.id ?? `notice-${unnamed}`;
    // The gate learns when this toast leaves the screen on its own, so a later hold does not
    // bring it back; the caller's own callbacks still run.
    const notice: Notice = {
      id: String(id),
      show: () =>
        void show(message, {
          ...data,
          id,
          onDismiss: (shown) => {
            gate.closed(notice);
            data?.onDismiss?.(shown);
          },
          onAutoClose: (shown) => {
            gate.closed(notice);
            data?.onAutoClose?.(shown);
          },
        }),
    };
    gate.post(notice);
    return id;
  };
}

/**
 * The app's toasts: sonner's, held back while a battle is in play (useHoldNotices). Features
 * import `toast` from here; only the battle's own pages may call sonner directly, for errors
 * about the battle itself.
 */
export const toast = Object.assign(gated(sonner), {
  success: gated(sonner.success),
  info: gated(sonner.info),
  warning: gated(sonner.warning),
  error: gated(sonner.error),
  message: gated(sonner.message),
  dismiss: (id?: string | number): string | number | undefined => {
    gate.withdraw(id === undefined ? undefined : String(id));
    return sonner.dismiss(id);
  },
});

/** While `active`, toasts wait (and those on screen step aside) until it is not. */
export function useHoldNotices(active: boolean): void {
  useEffect(() => (active ? gate.hold() : undefined), [active]);
}
