/**
 * Open live sockets per account and per address on this instance, so one account or one
 * address cannot hold thousands of sockets (each costs memory, a bus subscription and
 * per-message database reads). A socket over a cap is closed with 4008 'Too many open
 * connections' (CLOSE_CODES.tooManySockets). Counted per instance: behind a load balancer
 * the cap a client meets is the cap times the instances it is spread over.
 */
export interface SocketCapLimits {
  readonly perUser: number;
  /** 0 turns the per-address cap off (the load benchmark opens thousands from one address). */
  readonly perAddress: number;
}

export class SocketCaps {
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  /** Messages of sockets that closed before their turn came, and were dropped unhandled. */
  droppedMessages = 0;
  /** Sockets closed for going over a cap. */
  refused = 0;

  constructor(private readonly limits: SocketCapLimits) {}

  /** Counts a socket from `address`; returns its release, or null when the address is at its cap. */
  admitAddress(address: string): (() => void) | null {
    return this.admit(this.byAddress, address, this.limits.perAddress);
  }

  /** Counts an authenticated socket of `userId`; returns its release, or null at the cap. */
  admitUser(userId: string): (() => void) | null {
    return this.admit(this.byUser, userId, this.limits.perUser);
  }

  private admit(counts: Map<string, number>, key: string, cap: number): (() => void) | null {
    const current = counts.get(key) ?? 0;
    if (cap > 0 && current >= cap) {
      this.refused += 1;
      return null;
    }
    counts.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (counts.get(key) ?? 1) - 1;
      if (left <= 0) counts.delete(key);
      else counts.set(key, left);
    };
  }
}
