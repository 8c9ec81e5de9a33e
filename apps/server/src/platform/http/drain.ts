import type { WebSocket } from 'ws';
import { CLOSE_CODES, CLOSE_REASONS } from '@fanclash/protocol';

/** How often a draining instance looks again for sockets gone idle and battles ended. */
const CHECK_EVERY_MS = 200;

/** What a draining instance waits for: the battles it runs and the sockets still in a battle. */
export interface DrainWaitsFor {
  /** Work that must end before the process may exit, by name (e.g. battles running here). */
  readonly busy: ReadonlyMap<string, () => number>;
}

/** What a drain ended with: whether everything finished in time, and what was left otherwise. */
export interface DrainOutcome {
  readonly finished: boolean;
  readonly waitedMs: number;
  /** Still busy when the time was up, by name (and `sockets`: live sockets still in a battle). */
  readonly left: Record<string, number>;
}

/**
 * Graceful drain (issue 36, item 4). A rolling restart sends SIGTERM to one instance; from then
 * on it answers /ready with 503, accepts no new connection (the proxy moves new ones to the other
 * instances), takes no new battle, lets the battles in play finish, closes the live sockets that
 * are not in a battle with 4012 'Instance draining' (the web app reconnects at once, to another
 * instance), and only then shuts down. Features say here what to stop and what to wait for:
 * `onDrain` stops taking work (jobs, queues), `hold` names work to wait for, and every live
 * socket is `track`ed with whether it is in a battle now.
 */
export class Drain {
  private state: 'serving' | 'draining' = 'serving';
  private readonly tasks: Array<() => Promise<void> | void> = [];
  private readonly holds = new Map<string, () => number>();
  /** Open live sockets here, each with whether it carries a battle in play (then it stays open). */
  private readonly sockets = new Map<WebSocket, () => boolean>();

  get draining(): boolean {
    return this.state === 'draining';
  }

  /** Runs when draining begins: stop taking new work (a job's timer, a queue's decisions). */
  onDrain(task: () => Promise<void> | void): void {
    this.tasks.push(task);
  }

  /** The drain waits until `count()` is 0 (battles running on this instance). */
  hold(name: string, count: () => number): void {
    this.holds.set(name, count);
  }

  /**
   * A live socket open here; `inBattle` says whether it carries a battle in play now. While
   * draining, a socket not in a battle is closed with 4012 (at once, or when its battle ends).
   */
  track(socket: WebSocket, inBattle: () => boolean = () => false): void {
    this.sockets.set(socket, inBattle);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Changes what a tracked socket reports (a battle socket learns its battle once authenticated). */
  setInBattle(socket: WebSocket, inBattle: () => boolean): void {
    if (this.sockets.has(socket)) this.sockets.set(socket, inBattle);
  }

  /** What is still busy now, by name; `sockets` counts live sockets still in a battle. */
  busyNow(): Record<string, number> {
    const left: Record<string, number> = {};
    for (const [name, count] of this.holds) {
      const n = count();
      if (n > 0) left[name] = n;
    }
    let inBattle = 0;
    // A socket already closing (refused at authentication, or closed by its feature) waits for nothing.
    for (const [socket, check] of this.sockets) if (socket.readyState === socket.OPEN && check()) inBattle += 1;
    if (inBattle > 0) left.sockets = inBattle;
    return left;
  }

  /**
   * Begins draining (once; later calls wait for the same drain): runs the onDrain tasks, then
   * closes idle sockets and waits, checking every 200 ms, until nothing is busy or `timeoutMs`
   * has passed. Sockets still in a battle when it resolves stay open (the shutdown ends their battles).
   */
  begin(timeoutMs: number, onError: (err: unknown) => void): Promise<DrainOutcome> {
    this.draining$ ??= this.run(timeoutMs, onError);
    return this.draining$;
  }

  private draining$: Promise<DrainOutcome> | undefined;

  private async run(timeoutMs: number, onError: (err: unknown) => void): Promise<DrainOutcome> {
    this.state = 'draining';
    const started = Date.now();
    for (const task of this.tasks) await Promise.resolve().then(task).catch(onError);
    for (;;) {
      this.closeIdleSockets();
      const left = this.busyNow();
      const waitedMs = Date.now() - started;
      if (Object.keys(left).length === 0) return { finished: true, waitedMs, left };
      if (waitedMs >= timeoutMs) return { finished: false, waitedMs, left };
      await new Promise((resolve) => setTimeout(resolve, Math.min(CHECK_EVERY_MS, timeoutMs - waitedMs)));
    }
  }

  /** Every socket not in a battle gets 4012: its client reconnects at once, to another instance. */
  closeIdleSockets(): void {
    for (const [socket, inBattle] of this.sockets) {
      if (socket.readyState === socket.OPEN && inBattle()) continue;
      this.sockets.delete(socket);
      if (socket.readyState === socket.OPEN) socket.close(CLOSE_CODES.draining, CLOSE_REASONS.draining);
    }
  }
}
