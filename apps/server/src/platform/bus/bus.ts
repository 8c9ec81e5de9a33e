/**
 * Live events between server instances. In-process by default; Redis pub/sub when REDIS_URL
 * is set. Both implementations pass the same contract test suite.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; returns the function that ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
