import { CLOSE_CODES, CLOSE_REASONS, LIMITS, type UserClientMessage, type UserServerMessage } from '@fanclash/protocol';

/**
 * The user-level live connection `/ws?username&token` (spec sections 4 and 7). One per
 * signed-in tab. Features subscribe by message type; this class owns connecting, the
 * keep-alive, and the spec's reconnect rules:
 *  - close 4000 'Invalid username'  -> `onInvalidUser` (sign the user out), no reconnect;
 *  - close 4001 (bad/expired token) -> renew the token once and reconnect, else `onAuthFailure`;
 *  - the very first connection fails -> `onInitialFailure`, unless the browser is offline (issue 35:
 *    the installed app opens with no network): then, as with no token to be had offline, it keeps
 *    the session and tries again like a lost connection;
 *  - close 4012 'Instance draining' (a rolling restart) -> reconnect at once: the proxy sends the
 *    new socket to another instance;
 *  - any other close we did not ask for -> reconnect after 3 s.
 */

export type UserSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

type Listener = (message: UserServerMessage) => void;

export interface UserSocketOptions {
  username: string;
  /** A current access token (renewed when expired); null when there is none. */
  getToken: () => Promise<string | null>;
  /** Forces a renewal after the server refused the token. */
  renewToken: () => Promise<string | null>;
  onInvalidUser: () => void;
  onInitialFailure: () => void;
  onAuthFailure: () => void;
  /** Builds the socket address; defaults to this page's host with ws/wss. */
  url?: (username: string, token: string) => string;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  reconnectDelayMs?: number;
  heartbeatMs?: number;
  /** Whether the browser has no network (default: `navigator.onLine` is false); injected in tests. */
  isOffline?: () => boolean;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Closes we must not answer with a reconnect: it would only be refused again. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CLOSE_CODES.forbidden, CLOSE_CODES.badOrigin, CLOSE_CODES.replaced]);

/** WebSocket.readyState values (not read from the global: tests run where it may not exist). */
const OPEN = 1;

/** Browsers cannot send WebSocket pings; an application ping keeps proxies from closing an idle line. */
const DEFAULT_HEARTBEAT_MS = 25_000;

export function defaultUserSocketUrl(username: string, token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ username, token });
  return `${protocol}//${window.location.host}/ws?${query.toString()}`;
}

function parseFrame(raw: unknown): UserServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || !('type' in value) || typeof value.type !== 'string') return null;
    return { ...value, type: value.type, data: 'data' in value ? value.data : undefined };
  } catch {
    return null;
  }
}

export class UserSocket {
  private socket: WebSocket | null = null;
  private stopped = false;
  private everOpened = false;
  private renewedAfterRefusal = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<() => void>();
  private currentStatus: UserSocketStatus = 'connecting';

  constructor(private readonly options: UserSocketOptions) {}

  get status(): UserSocketStatus {
    return this.currentStatus;
  }

  /** Opens the connection (asynchronously: a token may need renewing first). May follow stop(). */
  start(): void {
    this.stopped = false;
    this.setStatus('connecting');
    void this.connect();
  }

  /** Closes for good; no reconnect follows. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= OPEN) socket.close(CLOSE_CODES.normal);
    this.setStatus('closed');
  }

  /** Sends a message; false when the connection is not open (callers decide whether to retry). */
  send(message: UserClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Calls `listener` for each message of `type` ('*' for every message). Returns the unsubscribe. */
  subscribe(type: string, listener: Listener): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  subscribeStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: UserSocketStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const token = await this.options.getToken();
    if (this.stopped) return;
    if (!token && this.offline()) {
      // An expired token cannot be renewed with no network: not a refusal, try again later.
      this.retryLater();
      return;
    }
    if (!token) {
      this.stopped = true;
      this.setStatus('closed');
      this.options.onAuthFailure();
      return;
    }
    const url = (this.options.url ?? defaultUserSocketUrl)(this.options.username, token);
    const socket = (this.options.createSocket ?? ((address: string) => new WebSocket(address)))(url);
    this.socket = socket;

    socket.onopen = () => {
      if (socket !== this.socket) return;
      const first = !this.everOpened;
      this.everOpened = true;
      this.renewedAfterRefusal = false;
      this.setStatus('open');
      this.startHeartbeat();
      // The spec's client introduces itself with its token on the first open.
      if (first) this.send({ type: 'get_email', token });
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      const message = parseFrame(event.data);
      if (!message) return;
      for (const listener of this.listeners.get(message.type) ?? []) listener(message);
      for (const listener of this.listeners.get('*') ?? []) listener(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.clearTimers();
      if (!this.stopped) this.handleClose(event);
    };
  }

  private handleClose(event: CloseEvent): void {
    if (event.code === CLOSE_CODES.invalidUsername && event.reason === CLOSE_REASONS.invalidUsername) {
      this.finish(this.options.onInvalidUser);
      return;
    }
    if (event.code === CLOSE_CODES.badToken) {
      if (this.renewedAfterRefusal) return this.finish(this.options.onAuthFailure);
      this.renewedAfterRefusal = true;
      this.setStatus('reconnecting');
      void this.options.renewToken().then((token) => (token ? this.connect() : this.finish(this.options.onAuthFailure)));
      return;
    }
    if (event.code === CLOSE_CODES.draining) {
      this.setStatus('reconnecting');
      void this.connect();
      return;
    }
    if (!this.everOpened && !this.offline()) return this.finish(this.options.onInitialFailure);
    if (FINAL_CLOSE_CODES.has(event.code)) return this.finish(() => undefined);
    this.retryLater();
  }

  private offline(): boolean {
    return (this.options.isOffline ?? browserOffline)();
  }

  private retryLater(): void {
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.options.reconnectDelayMs ?? LIMITS.userReconnectDelayMs);
  }

  private finish(callback: () => void): void {
    this.stopped = true;
    this.setStatus('closed');
    callback();
  }

  private startHeartbeat(): void {
    this.heartbeatTimer = setInterval(() => this.send({ type: 'ping' }), this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}
