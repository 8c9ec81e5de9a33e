import { CHAT_LIMITS, CLOSE_CODES, chatServerFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@fanclash/protocol';

/**
 * One conversation's live connection `/ws/simple-chat?username&receiver&token` (spec sections
 * 4 and 7): disconnected, connecting, connected. Any close we did not ask for reconnects after
 * 3 s (4012 'Instance draining', a rolling restart, at once); a refusal (4003: not a friend, oneself, unknown) is final; a refused token is renewed once.
 */
export type ChatSocketStatus = 'connecting' | 'connected' | 'disconnected';

export interface ChatSocketOptions {
  readonly username: string;
  readonly receiver: string;
  getToken(): Promise<string | null>;
  renewToken(): Promise<string | null>;
  onFrame(frame: ChatServerFrame): void;
  onStatus(status: ChatSocketStatus): void;
  /** The server refused the conversation (its error code); no reconnect follows. */
  onRefused(code: string): void;
  url?: (username: string, receiver: string, token: string) => string;
  createSocket?: (url: string) => WebSocket;
  reconnectDelayMs?: number;
  heartbeatMs?: number;
}

const OPEN = 1;

export function defaultChatSocketUrl(username: string, receiver: string, token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ username, receiver, token });
  return `${protocol}//${window.location.host}/ws/simple-chat?${query.toString()}`;
}

export class ChatSocket {
  private socket: WebSocket | null = null;
  private stopped = false;
  private renewed = false;
  private lastErrorCode: string | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private current: ChatSocketStatus = 'disconnected';

  constructor(private readonly options: ChatSocketOptions) {}

  get status(): ChatSocketStatus {
    return this.current;
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= OPEN) socket.close(CLOSE_CODES.normal);
    this.setStatus('disconnected');
  }

  /** False when the connection is not open (the caller falls back to REST). */
  send(frame: ChatClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN || this.current !== 'connected') return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: ChatSocketStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus(status);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.setStatus('connecting');
    const token = await this.options.getToken();
    if (this.stopped) return;
    if (!token) return this.scheduleReconnect();
    const url = (this.options.url ?? defaultChatSocketUrl)(this.options.username, this.options.receiver, token);
    const socket = (this.options.createSocket ?? ((address: string) => new WebSocket(address)))(url);
    this.socket = socket;
    this.lastErrorCode = null;

    socket.onopen = () => {
      if (socket !== this.socket) return;
      // Opened is not yet accepted: the server checks the friendship after the upgrade. A ping
      // answered means the conversation is ours; a refusal arrives as error + close instead.
      socket.send(JSON.stringify({ type: 'ping' } satisfies ChatClientFrame));
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      const frame = parse(event.data);
      if (!frame) return;
      if (frame.type === 'pong') {
        if (this.current !== 'connected') {
          this.renewed = false;
          this.setStatus('connected');
          this.startHeartbeat();
        }
        return;
      }
      if (frame.type === 'error') this.lastErrorCode = frame.code;
      this.options.onFrame(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.stopped) return;
      if (event.code === CLOSE_CODES.forbidden) {
        this.stopped = true;
        this.setStatus('disconnected');
        this.options.onRefused(this.lastErrorCode ?? 'forbidden');
        return;
      }
      // A rolling restart: this instance is going; the proxy sends the new socket to another, now.
      if (event.code === CLOSE_CODES.draining) {
        this.setStatus('disconnected');
        void this.connect();
        return;
      }
      if (event.code === CLOSE_CODES.badToken && !this.renewed) {
        this.renewed = true;
        void this.options.renewToken().then(() => this.connect());
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.setStatus('disconnected');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.options.reconnectDelayMs ?? CHAT_LIMITS.reconnectMs);
  }

  private startHeartbeat(): void {
    this.heartbeatTimer = setInterval(() => this.send({ type: 'ping' }), this.options.heartbeatMs ?? 25_000);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}

function parse(raw: unknown): ChatServerFrame | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = chatServerFrameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
