import { battleServerMessageSchemaByType, CLOSE_CODES, type BattleClientMessage, type BattleServerMessage } from '@fanclash/protocol';
import { defaultBattleSocketUrl } from './battleSocketUrl';
import { takeEarlyBattleSocket, type EarlyBattleSocket } from './earlySocket';
import { reconnectDelayMs } from './reconnect';

/**
 * The battle connection `/ws/battle/{id}?username&token` (spec sections 4 and 7). One per
 * battle, kept from the countdown to the result. On an unclean close it reconnects up to 3
 * times (1 s x attempt); the server answers every (re)connect with a `battle_state`
 * snapshot, so the session resumes where it was. A refused token is renewed once.
 */
export type BattleSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface BattleSocketOptions {
  battleId: string;
  username: string;
  /** A current access token; null when there is none. */
  getToken: () => Promise<string | null>;
  /** Forces a renewal after the server refused the token. */
  renewToken: () => Promise<string | null>;
  onMessage: (message: BattleServerMessage) => void;
  onStatus: (status: BattleSocketStatus) => void;
  /** The connection is gone for good (attempts used up, or refused): why, for the UI. */
  onGiveUp: (reason: { code: number; reason: string }) => void;
  url?: (battleId: string, username: string, token: string) => string;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
}

/** Closes a retry cannot fix: not a player, no such battle, wrong origin, replaced by another tab. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  CLOSE_CODES.invalidUsername,
  CLOSE_CODES.forbidden,
  CLOSE_CODES.notFound,
  CLOSE_CODES.badOrigin,
  CLOSE_CODES.replaced,
]);
const OPEN = 1;
const DEFAULT_HEARTBEAT_MS = 25_000;

function parseFrame(raw: unknown): BattleServerMessage | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // By its type, with that message's schema alone: the first frames then build only theirs.
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const schema =
    typeof type === 'string' && Object.hasOwn(battleServerMessageSchemaByType, type)
      ? battleServerMessageSchemaByType[type as BattleServerMessage['type']]
      : undefined;
  const parsed = schema?.safeParse(value);
  if (parsed?.success) return parsed.data as BattleServerMessage;
  // Spec section 8: an unknown or invalid message is logged and ignored.
  console.warn('Ignored a battle message the app does not understand', value);
  return null;
}

export class BattleSocket {
  private socket: WebSocket | null = null;
  private stopped = true;
  /** Bumped by every start/stop: a connect still waiting for its token from an earlier run gives up. */
  private generation = 0;
  private attempt = 0;
  private renewedAfterRefusal = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private currentStatus: BattleSocketStatus = 'closed';

  constructor(private readonly options: BattleSocketOptions) {}

  get status(): BattleSocketStatus {
    return this.currentStatus;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.generation += 1;
    this.attempt = 0;
    this.setStatus('connecting');
    void this.connect();
  }

  /** Closes for good (the battle is over, or the player left its pages). */
  stop(): void {
    this.stopped = true;
    this.generation += 1;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= OPEN) socket.close(CLOSE_CODES.normal);
    this.setStatus('closed');
  }

  /** False when the connection is not open; the caller decides what to tell the player. */
  send(message: BattleClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private setStatus(status: BattleSocketStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus(status);
  }

  private async connect(): Promise<void> {
    // After a reload of the battle's page the HTML has opened the connection already.
    const early = takeEarlyBattleSocket(this.options.battleId, this.options.username);
    if (early) return this.adopt(early);
    const generation = this.generation;
    const token = await this.options.getToken();
    if (this.stopped || generation !== this.generation) return;
    if (!token) return this.giveUp(CLOSE_CODES.badToken, 'No access token');
    const url = (this.options.url ?? defaultBattleSocketUrl)(this.options.battleId, this.options.username, token);
    this.attach((this.options.createSocket ?? ((address: string) => new WebSocket(address)))(url));
  }

  /** Takes over the early connection: as if it had opened here, then what it received before. */
  private adopt(early: EarlyBattleSocket): void {
    this.attach(early.socket);
    if (early.socket.readyState === OPEN) this.opened();
    for (const frame of early.frames) {
      const message = parseFrame(frame);
      if (message) this.options.onMessage(message);
    }
  }

  private attach(socket: WebSocket): void {
    this.socket = socket;
    socket.onopen = () => {
      if (socket === this.socket) this.opened();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      const message = parseFrame(event.data);
      if (message) this.options.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.clearTimers();
      if (!this.stopped) this.handleClose(event.code, event.reason);
    };
  }

  private opened(): void {
    this.attempt = 0;
    this.renewedAfterRefusal = false;
    this.setStatus('open');
    this.heartbeatTimer = setInterval(() => this.send({ type: 'ping' }), this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  }

  private handleClose(code: number, reason: string): void {
    if (code === CLOSE_CODES.badToken && !this.renewedAfterRefusal) {
      this.renewedAfterRefusal = true;
      this.setStatus('reconnecting');
      const generation = this.generation;
      void this.options.renewToken().then((token) => {
        if (generation !== this.generation) return;
        if (token) void this.connect();
        else this.giveUp(code, reason);
      });
      return;
    }
    if (code === CLOSE_CODES.normal || FINAL_CLOSE_CODES.has(code)) return this.giveUp(code, reason);
    // A rolling restart: the instance is going (only once no battle of ours is in play on it).
    // Reconnect at once, to another instance, without using up an attempt.
    if (code === CLOSE_CODES.draining) {
      this.setStatus('reconnecting');
      void this.connect();
      return;
    }
    this.attempt += 1;
    const delay = reconnectDelayMs(this.attempt);
    if (delay === null) return this.giveUp(code, reason);
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }

  private giveUp(code: number, reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimers();
    this.setStatus('closed');
    this.options.onGiveUp({ code, reason });
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}
