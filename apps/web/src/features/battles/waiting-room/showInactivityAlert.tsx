import { toast } from '../../../lib/notices/toast';
import { inactivityToastId } from './inactivity';

/**
 * The inactivity notice as an alert (role=alert: it is announced at once, not when the
 * screen reader is idle), in the app's toaster. Keyed by battle, so a second report of the
 * same cancellation updates this toast instead of stacking another.
 */
export function showInactivityAlert(battleId: string, text: string): void {
  toast.warning(<span role="alert">{text}</span>, { id: inactivityToastId(battleId), duration: 10_000 });
}
