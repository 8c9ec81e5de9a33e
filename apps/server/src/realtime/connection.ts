import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { CLOSE_CODES, CLOSE_REASONS, ERROR_CODES, LIMITS, findUnsafeText, stripBidiControls } from '@fanclash/protocol';
import { userFromToken } from '../platform/auth/guard.js';
import { deliveredText } from '../platform/bus/bus.js';
import { socketKind } from '../platform/metrics/instrument.js';
import type { Platform } from '../platform/platform.js';
import type { UserRow } from '../features/users/store.js';

/** Timing of every live socket; an app option (BuildOptions.liveSockets) so tests can shorten it. */
export interface LiveSocketTiming {
  /** How often the server pings; a peer that has not answered the previous ping is dropped. */
  readonly heartbeatMs: number;
  /**
   * Refused messages count within windows this long: a socket is closed (4029) only when it
   * goes on flooding within one window, so occasional bursts over a long life never add up.
   */
  readonly floodWindowMs: number;
  /** Messages a socket may send per second (LIMITS.liveMessagesPerSecond); the frame fuzzer raises it. */
  readonly messagesPerSecond: number;
}

export const DEFAULT_LIVE_TIMING: LiveSocketTiming = {
  heartbeatMs: 30_000,
  floodWindowMs: 10_000,
  messagesPerSecond: LIMITS.liveMessagesPerSecond,
};

export interface LiveContext {
  /** The socket's user as last read from the database (see refreshUser). */
  readonly user: UserRow;
  /**
   * Re-reads the user: a rename or new stats since the socket opened are seen, and a deleted
   * account or revoked tokens close the socket with 4001. False when the socket was closed.
   */
  refreshUser(): Promise<boolean>;
  /**
   * Broadcast topics this socket follows (e.g. 'arena' while the battle list is on screen):
   * a broadcast with a topic reaches only the sockets that follow it.
   */
  readonly topics: Set<string>;
  readonly socket: WebSocket;
  /** Sends one JSON frame if the socket is open. */
  send(message: object): void;
  /** Sends an `error` message in the socket's shape. */
  sendError(code: string, message: string): void;
}

export interface LiveSocketOptions<S extends z.ZodType> {
  readonly schema: S;
  /** How an error message looks on this socket (user socket: `{type, data}`; battle socket: flat). */
  readonly errorShape: (code: string, message: string) => object;
  /**
   * A `username` that is not the token's user closes with 4000 'Invalid username' unless this
   * is set; then the socket gets an `error` with this code and closes with 4003 (chat socket).
   */
  readonly usernameMismatchCode?: string;
  /**
   * The socket may carry a battle in play (the battle socket): a drain (SIGTERM) keeps it open
   * until onOpen has run and the feature has said otherwise (platform.drain.setInBattle). Other
   * live sockets are closed with 4012 as soon as their instance drains.
   */
  readonly mayCarryBattle?: boolean;
  /** Called once the user is authenticated; returns the message handler and a close handler. */
  readonly onOpen: (context: LiveContext) => Promise<{
    onMessage: (message: z.output<S>) => Promise<void> | void;
    onClose?: () => void;
  } | null>;
}

/**
 * The common life of a live socket: authenticate from the query (4001 bad token, 4000
 * 'Invalid username'), then parse every frame with the shared schema, cap the message rate,
 * and drop dead peers with ping/pong. Malformed input gets an `error` message, never a crash.
 * Messages that arrive while authenticating are queued, not lost.
 */
export function acceptLiveSocket<S extends z.ZodType>(
  platform: Platform,
  socket: WebSocket,
  request: FastifyRequest,
  options: LiveSocketOptions<S>,
): void {
  const { heartbeatMs, floodWindowMs, messagesPerSecond } = platform.liveSockets;
  /** Refused messages within one flood window that close the socket: five seconds' worth of the rate. */
  const floodRefusals = messagesPerSecond * 5;
  const caps = platform.socketCaps;
  const releaseAddress = caps.admitAddress(request.ip);
  if (!releaseAddress) {
    platform.metrics.rateLimited('liveSocketsPerAddress');
    socket.close(CLOSE_CODES.tooManySockets, CLOSE_REASONS.tooManySockets);
    return;
  }
  socket.once('close', releaseAddress);
  if (platform.drain.draining) {
    socket.close(CLOSE_CODES.draining, CLOSE_REASONS.draining);
    return;
  }
  platform.drain.track(socket, options.mayCarryBattle ? () => true : undefined);
  if (platform.metrics.enabled) socket.once('close', platform.metrics.socketOpened(socketKind(request.routeOptions.url)));
  const queue: string[] = [];
  let deliver: ((raw: string) => void) | null = null;
  let tokens: number = messagesPerSecond;
  let refilledAt = Date.now();
  let refused = 0;
  let refusedSince = 0;

  // Attached before any await, so nothing sent right after the upgrade is missed.
  socket.on('message', (data, isBinary) => {
    const now = Date.now();
    tokens = Math.min(messagesPerSecond, tokens + ((now - refilledAt) / 1000) * messagesPerSecond);
    refilledAt = now;
    if (tokens < 1) {
      if (now - refusedSince > floodWindowMs) {
        refused = 0;
        refusedSince = now;
      }
      refused += 1;
      platform.metrics.rateLimited('liveMessages');
      if (refused > floodRefusals) socket.close(CLOSE_CODES.rateLimited, 'Too many messages');
      else send(options.errorShape(ERROR_CODES.slowDown, 'Too many messages. Please slow down.'));
      return;
    }
    tokens -= 1;
    const raw = isBinary ? '' : data.toString();
    if (deliver) deliver(raw);
    else if (queue.length < 20) queue.push(raw);
  });

  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, heartbeatMs);
  heartbeat.unref();
  socket.on('close', () => clearInterval(heartbeat));
  socket.on('error', (err) => platform.log.debug({ err }, 'live socket error'));

  // ws writes each frame with its own system call, and a busy server sends a socket several
  // frames at once (an answer's acknowledgement and 'waiting for opponent', a round's result,
  // the arena's gathered updates). The socket is corked at its first frame in this turn of the
  // event loop and uncorked right after the turn's I/O, so they leave in one write. `_socket`
  // is ws's own handle on the TCP socket (undocumented, stable for years).
  const tcp = (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp?.uncork();
  };
  function send(message: object): void {
    if (socket.readyState !== socket.OPEN) return;
    if (tcp && !corked) {
      corked = true;
      tcp.cork();
      setImmediate(uncork);
    }
    // A message straight from the bus goes as the text it arrived as (platform/bus/bus.ts).
    socket.send(deliveredText(message) ?? JSON.stringify(message));
  }

  void (async () => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : bearerFromHeader(request);
    const result = token ? await userFromToken(platform, token) : ({ error: 'invalid' } as const);
    if ('error' in result) return socket.close(CLOSE_CODES.badToken, CLOSE_REASONS.badToken);
    const username = typeof query.username === 'string' ? query.username.trim().toLowerCase() : '';
    if (username !== result.user.username.toLowerCase()) {
      if (!options.usernameMismatchCode) return socket.close(CLOSE_CODES.invalidUsername, CLOSE_REASONS.invalidUsername);
      send(options.errorShape(options.usernameMismatchCode, 'You can only act for your own account'));
      return socket.close(CLOSE_CODES.forbidden, 'Forbidden');
    }
    if (socket.readyState !== socket.OPEN) return;
    const releaseUser = caps.admitUser(result.user.id);
    if (!releaseUser) {
      platform.metrics.rateLimited('liveSocketsPerUser');
      return socket.close(CLOSE_CODES.tooManySockets, CLOSE_REASONS.tooManySockets);
    }
    socket.once('close', releaseUser);

    let user = result.user;
    const context: LiveContext = {
      get user() {
        return user;
      },
      async refreshUser() {
        const fresh = await platform.users.findById(user.id);
        if (!fresh || fresh.tokenVersion !== user.tokenVersion) {
          socket.close(CLOSE_CODES.badToken, CLOSE_REASONS.badToken);
          return false;
        }
        user = fresh;
        return true;
      },
      socket,
      topics: new Set(),
      send,
      sendError: (code, message) => send(options.errorShape(code, message)),
    };
    const handlers = await options.onOpen(context);
    if (!handlers) return;
    if (handlers.onClose) socket.on('close', handlers.onClose);
    let chain = Promise.resolve();
    deliver = (raw) => {
      // One message at a time per socket, in arrival order.
      chain = chain
        .then(() => handle(raw))
        .catch((err: unknown) => {
          platform.log.error({ err }, 'live handler failed');
          context.sendError(ERROR_CODES.internal, 'Server error occurred');
        });
    };
    const handle = async (raw: string) => {
      // A closed socket's queued messages are dropped: nobody is left to read the answers, and
      // a flood that disconnects must not keep the server busy on its behalf.
      if (socket.readyState !== socket.OPEN) {
        caps.droppedMessages += 1;
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return context.sendError(ERROR_CODES.malformedMessage, 'Messages must be JSON objects');
      }
      // What a feature would store must be storable: NUL bytes and broken surrogates never reach a handler.
      const unsafe = findUnsafeText(json);
      if (unsafe !== null)
        return context.sendError(ERROR_CODES.invalidCharacters, `Text not allowed in ${unsafe.slice(0, 40) || 'message'}`);
      // Like request bodies (lib/validate.ts): what users write is stored without direction overrides.
      const parsed = options.schema.safeParse(stripBidiControls(json));
      if (!parsed.success) {
        const type = typeof json === 'object' && json !== null && 'type' in json ? String((json as { type: unknown }).type) : '';
        const known = parsed.error.issues.every((issue) => issue.code !== 'invalid_union');
        return context.sendError(
          known ? ERROR_CODES.malformedMessage : ERROR_CODES.unknownMessage,
          known
            ? `Malformed ${type} message: ${parsed.error.issues[0]?.message ?? 'invalid'}`
            : `Unknown message type: ${type.slice(0, 40)}`,
        );
      }
      await handlers.onMessage(parsed.data);
    };
    for (const raw of queue.splice(0)) deliver(raw);
  })().catch((err: unknown) => {
    platform.log.error({ err }, 'live socket setup failed');
    socket.close(1011, 'Server error');
  });
}

function bearerFromHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * Browsers always send Origin on a WebSocket upgrade; a page on another site must not open
 * a socket with the user's credentials. Clients without Origin (servers, tests) pass.
 */
export function originAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    if (publicOrigin && url.origin === new URL(publicOrigin).origin) return true;
    return url.host === request.headers.host;
  } catch {
    return false;
  }
}
