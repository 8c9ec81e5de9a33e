import WebSocket from 'ws';

type Message = Record<string, unknown>;

/**
 * A JSON WebSocket client for protocol-level scenarios (the cluster suite): records every
 * message, waits for one by type, and remembers which instance answered the upgrade
 * (`X-Instance`).
 */
export class Live {
  readonly messages: Message[] = [];
  instance = '';
  private waiters: Array<{ test: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(url: string, origin: string) {
    const socket = new WebSocket(url, { headers: { origin } });
    this.socket = socket;
    socket.on('upgrade', (response) => {
      this.instance = String(response.headers['x-instance'] ?? '');
    });
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => (w.test(message) ? (w.resolve(message), false) : true));
    });
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  private readonly socket: WebSocket;

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of `type` (already received or to come) that passes `test`. */
  next(type: string, test: (m: Message) => boolean = () => true, timeoutMs = 20_000): Promise<Message> {
    return this.until((m) => m.type === type && test(m), timeoutMs, type);
  }

  /** The first message (already received or to come) that passes `test`. */
  until(test: (m: Message) => boolean, timeoutMs = 20_000, what = 'matching message'): Promise<Message> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${what} within ${timeoutMs} ms; got ${this.messages.map((m) => String(m.type)).join(', ')}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
