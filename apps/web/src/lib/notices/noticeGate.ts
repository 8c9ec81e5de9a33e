/** One notice (a toast) as the gate sees it: an id and the way to put it on screen. */
export interface Notice {
  readonly id: string;
  readonly show: () => void;
}

/** Where notices appear: the toast library. */
export interface NoticeOutlet {
  show(notice: Notice): void;
  hide(id: string): void;
}

/**
 * Notices wait while a battle is in play (spec section 2: nothing covers the scoreboard, the
 * countdown or the question). While held, new notices queue in arrival order (a notice with
 * an id already queued replaces it, as a toast with that id would be updated), and those on
 * screen when the hold began are taken down and queued ahead of them. Releasing the last hold
 * shows the queue. A withdrawn notice (its toast dismissed: an invitation cancelled, say)
 * leaves the queue too, so it never appears after the battle about something gone.
 */
export class NoticeGate {
  private holds = 0;
  private readonly waiting: Notice[] = [];
  private readonly shown = new Map<string, Notice>();

  constructor(private readonly outlet: NoticeOutlet) {}

  get held(): boolean {
    return this.holds > 0;
  }

  /** The notices waiting for the hold to end, in the order they will appear. */
  get queued(): readonly string[] {
    return this.waiting.map((notice) => notice.id);
  }

  post(notice: Notice): void {
    if (this.held) {
      this.unqueue(notice.id);
      this.waiting.push(notice);
      return;
    }
    this.shown.set(notice.id, notice);
    this.outlet.show(notice);
  }

  /** The notice left the screen on its own (closed, timed out): only that very notice is forgotten. */
  closed(notice: Notice): void {
    if (this.shown.get(notice.id) === notice) this.shown.delete(notice.id);
  }

  /** Dismissed by the app: `id`, or every notice when none is given. */
  withdraw(id?: string): void {
    if (id === undefined) {
      this.waiting.length = 0;
      this.shown.clear();
      return;
    }
    this.unqueue(id);
    this.shown.delete(id);
  }

  /** Holds notices back until the returned release is called (once; holds may overlap). */
  hold(): () => void {
    this.holds += 1;
    if (this.holds === 1) {
      const showing = [...this.shown.values()];
      this.shown.clear();
      this.waiting.unshift(...showing);
      for (const notice of showing) this.outlet.hide(notice.id);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) for (const notice of this.waiting.splice(0)) this.post(notice);
    };
  }

  private unqueue(id: string): void {
    const index = this.waiting.findIndex((notice) => notice.id === id);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}
