import type { FastifyBaseLogger } from 'fastify';
import type { UserServerMessage } from '@fanclash/protocol';
import type { Bus } from '../platform/bus/bus.js';

/** A signed-in user's open socket on this instance. */
export interface UserConnection {
  readonly userId: string;
  readonly username: string;
  send(message: UserServerMessage): void;
  close(code: number, reason: string): void;
  /** Broadcast topics this tab follows (see LiveContext.topics). */
  readonly topics: ReadonlySet<string>;
}

interface Broadcast {
  readonly topic: string | null;
  readonly message: UserServerMessage;
}

/** Travels on a user's channel like a message, but closes the sockets instead of being sent. */
const CLOSE_SIGNAL = 'internal:close';

const BROADCAST = 'live:users:all';
/** Every instance hears which users were closed, so features can close their own sockets of them. */
const CLOSED = 'live:users:closed';

/** Every instance hears whose sessions were revoked, so features can close their own sockets of them. */
const REVOKED = 'live:users:revoked';

/** Told to every instance on CLOSED and REVOKED. */
interface Closed {
  readonly userId: string;
  readonly code: number;
  readonly reason: string;
}

/** What a feature does on this instance when a user is closed for good (closeUser) or their sessions revoked (revokeSessions). */
export type UserClosedListener = (userId: string, code: number, reason: string) => void;
/** A user's number of open tabs on this instance changed (presence). */
export type TabsListener = (userId: string, username: string, tabsHere: number) => void;
/** A user socket just became able to hear its user's messages; `send` writes to that socket only. */
export type ReadyListener = (userId: string, send: (message: UserServerMessage) => void) => void;
/** A broadcast heard on this instance (every instance hears each one). */
export type BroadcastListener = (message: UserServerMessage) => void;
/** A message handed to sendToUser on this instance (only the sending instance sees it). */
export type SentListener = (userId: string, message: UserServerMessage) => void;
const userChannel = (userId: string) => `live:user:${userId}`;

/**
 * Topic broadcasts (the arena list's updates) are gathered this long and then written to each
 * follower at once. Every join and every new battle is one update for every tab that shows the
 * list: at 80 joins a second and a few hundred such tabs, one write per update per tab was a
 * third of the server's time. Gathered, a tab gets one write per window: four a second at most,
 * whatever the traffic. At 50 ms, 200 tabs on the list still took more writes than the battles'
 * players (bench/RESULTS.md, issue 36); a list that follows within a quarter second is live to a
 * person reading it.
 */
export const TOPIC_FLUSH_MS = 250;

/**
 * Delivers user-socket messages to every tab of a user, on whichever instance it is
 * connected, and to everyone (waiting-list sync). Everything goes through the bus, so one
 * instance and many behave the same.
 */
export class LiveHub {
  private readonly local = new Map<string, Set<UserConnection>>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();
  private stopBroadcast: (() => Promise<void>) | undefined;
  private stopRevoked: (() => Promise<void>) | undefined;
  private readonly revokedListeners = new Set<UserClosedListener>();
  private stopClosed: (() => Promise<void>) | undefined;
  private readonly closedListeners = new Set<UserClosedListener>();
  private readonly tabsListeners = new Set<TabsListener>();
  private readonly readyListeners = new Set<ReadyListener>();
  private readonly broadcastListeners = new Set<BroadcastListener>();
  private readonly sentListeners = new Set<SentListener>();
  /** Topic broadcasts waiting for the next flush, per connection, in arrival order. */
  private readonly gathered = new Map<UserConnection, UserServerMessage[]>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopBroadcast = await this.bus.subscribe(BROADCAST, (raw) => {
      const { topic, message } = raw as Broadcast;
      for (const listener of this.broadcastListeners) this.safely(() => listener(message));
      for (const set of this.local.values()) {
        for (const connection of set) {
          if (topic === null) this.deliver(connection, message);
          else if (connection.topics.has(topic)) this.gather(connection, message);
        }
      }
    });
    this.stopRevoked = await this.relayClosed(REVOKED, this.revokedListeners);
    this.stopClosed = await this.relayClosed(CLOSED, this.closedListeners);
  }

  /** Hands each Closed heard on `channel` to every one of `listeners`; one failing does not stop the rest. */
  private relayClosed(channel: string, listeners: ReadonlySet<UserClosedListener>): Promise<() => Promise<void>> {
    return this.bus.subscribe(channel, (raw) => {
      const { userId, code, reason } = raw as Closed;
      for (const listener of listeners) {
        try {
          listener(userId, code, reason);
        } catch (err) {
          this.log.error({ err, userId, channel }, 'user-closed listener failed');
        }
      }
    });
  }

  /**
   * Runs on every instance when closeUser is called on any of them. The battles feature closes
   * the user's battle sockets here (this hub only knows /ws) and ends the battles the user
   * plays in, so an opponent is not left waiting for someone who cannot come back.
   */
  onUserClosed(listener: UserClosedListener): () => void {
    this.closedListeners.add(listener);
    return () => this.closedListeners.delete(listener);
  }

  /** Runs on every instance when revokeSessions is called on any of them (the chat feature closes its sockets). */
  onSessionsRevoked(listener: UserClosedListener): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /** Presence: called after a tab of a user opens or closes on this instance. */
  onTabsChanged(listener: TabsListener): () => void {
    this.tabsListeners.add(listener);
    return () => this.tabsListeners.delete(listener);
  }

  /**
   * A user socket hears its user's messages from now on (its subscription is live). What was sent
   * to the user before this moment, while the socket was opening, it missed: a listener re-sends
   * what a newly opened socket must not miss (a battle that started meanwhile).
   */
  onSocketReady(listener: ReadyListener): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  /**
   * Every broadcast, on every instance (e.g. battle_removed: the friends feature withdraws
   * the battle's invitation; a conditional delete makes only one instance act on it).
   */
  onBroadcast(listener: BroadcastListener): () => void {
    this.broadcastListeners.add(listener);
    return () => this.broadcastListeners.delete(listener);
  }

  /**
   * Every message handed to sendToUser, on the instance that sends it, before it goes on the bus:
   * each event is seen once in the whole cluster, whether or not the user has a tab open anywhere
   * (web push notifies players who have none; a listener must not block).
   */
  onSentToUser(listener: SentListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  private safely(run: () => void): void {
    try {
      run();
    } catch (err) {
      this.log.error({ err }, 'live listener failed');
    }
  }

  private gather(connection: UserConnection, message: UserServerMessage): void {
    const queue = this.gathered.get(connection);
    if (queue) queue.push(message);
    else this.gathered.set(connection, [message]);
    this.flushTimer ??= setTimeout(() => this.flush(), TOPIC_FLUSH_MS);
  }

  private flush(): void {
    this.flushTimer = undefined;
    // A connection's sends in one turn of the event loop leave in one write (connection.ts).
    for (const [connection, messages] of this.gathered) this.safely(() => messages.forEach((message) => connection.send(message)));
    this.gathered.clear();
  }

  /** A message for this connection now: what was gathered for it goes first, so nothing arrives out of order. */
  private deliver(connection: UserConnection, message: UserServerMessage): void {
    const queue = this.gathered.get(connection);
    if (!queue) return connection.send(message);
    this.gathered.delete(connection);
    queue.push(message);
    for (const each of queue) connection.send(each);
  }

  private tabsChanged(connection: UserConnection): void {
    const tabs = this.local.get(connection.userId)?.size ?? 0;
    for (const listener of this.tabsListeners) this.safely(() => listener(connection.userId, connection.username, tabs));
  }

  async add(connection: UserConnection): Promise<void> {
    let set = this.local.get(connection.userId);
    if (!set) {
      set = new Set();
      this.local.set(connection.userId, set);
      this.unsubscribers.set(
        connection.userId,
        this.bus.subscribe(userChannel(connection.userId), (message) => {
          const m = message as UserServerMessage<string, { code?: number; reason?: string }>;
          for (const c of [...(this.local.get(connection.userId) ?? [])]) {
            if (m.type === CLOSE_SIGNAL) c.close(m.data.code ?? 1000, m.data.reason ?? '');
            else this.deliver(c, m);
          }
        }),
      );
    }
    set.add(connection);
    await this.unsubscribers.get(connection.userId);
    this.tabsChanged(connection);
    for (const listener of this.readyListeners) this.safely(() => listener(connection.userId, (message) => connection.send(message)));
  }

  remove(connection: UserConnection): void {
    this.gathered.delete(connection);
    const set = this.local.get(connection.userId);
    if (!set) return;
    if (!set.delete(connection)) return;
    this.tabsChanged(connection);
    if (set.size > 0) return;
    this.local.delete(connection.userId);
    const unsubscribe = this.unsubscribers.get(connection.userId);
    this.unsubscribers.delete(connection.userId);
    void unsubscribe?.then((stop) => stop()).catch((err: unknown) => this.log.warn({ err }, 'live unsubscribe failed'));
  }

  /** Every open tab of one user, on any instance. */
  async sendToUser(userId: string, message: UserServerMessage): Promise<void> {
    this.announceToUser(userId, message);
    await this.bus.publish(userChannel(userId), message);
  }

  /**
   * Tells the onSentToUser listeners (web push) of an event for the user that no tab is to
   * show: a forum notification the player turned off in the app but keeps on for their devices.
   */
  announceToUser(userId: string, message: UserServerMessage): void {
    for (const listener of this.sentListeners) this.safely(() => listener(userId, message));
  }

  /**
   * Closes every open user-socket tab of one user on any instance, and nothing else: their
   * battles go on (signing out everywhere ends sessions, not the game being played).
   */
  async closeTabs(userId: string, code: number, reason: string): Promise<void> {
    await this.bus.publish(userChannel(userId), { type: CLOSE_SIGNAL, data: { code, reason } });
  }

  /**
   * Every token of the user was revoked (sign-out everywhere, a new password): closes their open
   * tabs on any instance as a bad token would (each tries one renewal, is refused, and shows the
   * sign-in page), and tells every instance's onSessionsRevoked listeners, so an idle chat socket
   * does not go on hearing the conversation. Battles go on: the session ends, not the game.
   */
  async revokeSessions(userId: string, code: number, reason: string): Promise<void> {
    await this.closeTabs(userId, code, reason);
    const revoked: Closed = { userId, code, reason };
    await this.bus.publish(REVOKED, revoked);
  }

  /**
   * The user is gone for good (the account was deleted): closes every open tab of theirs on
   * any instance, and tells every instance's onUserClosed listeners (their battle sockets
   * close and their running battles end).
   */
  async closeUser(userId: string, code: number, reason: string): Promise<void> {
    await this.closeTabs(userId, code, reason);
    const closed: Closed = { userId, code, reason };
    await this.bus.publish(CLOSED, closed);
  }

  /**
   * Every connected tab on every instance, or with a topic only the tabs that follow it: the
   * arena's list updates go to the tabs showing the list, not to every player in a battle
   * (with thousands online, sending every change to everyone is quadratic).
   */
  async broadcast(message: UserServerMessage, topic: string | null = null): Promise<void> {
    const envelope: Broadcast = { topic, message };
    await this.bus.publish(BROADCAST, envelope);
  }

  /** Connected on this instance (for tests and presence). */
  isConnectedHere(userId: string): boolean {
    return (this.local.get(userId)?.size ?? 0) > 0;
  }

  async stop(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flush();
    await this.stopBroadcast?.();
    await this.stopRevoked?.();
    await this.stopClosed?.();
    for (const pending of this.unsubscribers.values()) await (await pending)().catch(() => undefined);
    this.unsubscribers.clear();
    this.local.clear();
  }
}
