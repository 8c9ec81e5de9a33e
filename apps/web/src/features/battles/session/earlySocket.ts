/**
 * A battle connection opened by the HTML itself, before the app's code has loaded
 * (src/openBattleEarly.ts, inlined after the players' shell): on a reload of a battle's page the
 * server's first messages, the question among them, come in while the app downloads, and the
 * shell shows the question at once. BattleSocket takes the connection over, with the messages
 * that came before it (nothing is asked twice and the server sees one connection, not a
 * disconnect and a reconnect). No imports beyond the browser's: this is part of an inline script.
 */
export interface EarlyBattleSocket {
  readonly battleId: string;
  readonly username: string;
  readonly socket: WebSocket;
  /** Every text frame received so far, in order. */
  readonly frames: string[];
}

/** Where the inline script leaves it for the app (a global: they are separate bundles). */
const GLOBAL_KEY = '__fanclashEarlyBattleSocket';
/** Not taken by then (the app went to another page, or failed to start): closed, so the server does not keep it. */
const UNCLAIMED_CLOSE_MS = 30_000;
const NORMAL_CLOSURE = 1000;
/** WebSocket.OPEN, as a number: CONNECTING (0) and OPEN can still be used. */
const OPEN = 1;

type Holder = { [GLOBAL_KEY]?: EarlyBattleSocket & { readonly timer: ReturnType<typeof setTimeout> } };
const holder = () => globalThis as unknown as Holder;

/** Opens `url` for `battleId` and keeps what it receives until the app takes it; `onFrame` sees each frame meanwhile. */
export function openEarlyBattleSocket(battleId: string, username: string, url: string, onFrame: (frame: string) => void): WebSocket {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  socket.onmessage = (event: MessageEvent) => {
    if (typeof event.data !== 'string') return;
    frames.push(event.data);
    onFrame(event.data);
  };
  const timer = setTimeout(() => {
    if (holder()[GLOBAL_KEY]?.socket !== socket) return;
    delete holder()[GLOBAL_KEY];
    socket.close(NORMAL_CLOSURE);
  }, UNCLAIMED_CLOSE_MS);
  holder()[GLOBAL_KEY] = { battleId, username, socket, frames, timer };
  return socket;
}

/**
 * The connection opened early for this battle and player, if it is still open (or opening), with
 * the frames it has received; handed out once. One for another battle or player is closed.
 */
export function takeEarlyBattleSocket(battleId: string, username: string): EarlyBattleSocket | null {
  const early = holder()[GLOBAL_KEY];
  if (!early) return null;
  delete holder()[GLOBAL_KEY];
  clearTimeout(early.timer);
  early.socket.onmessage = null;
  const usable = early.battleId === battleId && early.username.toLowerCase() === username.toLowerCase();
  if (usable && early.socket.readyState <= OPEN) return early;
  if (early.socket.readyState <= OPEN) early.socket.close(NORMAL_CLOSURE);
  return null;
}
