import { describe, expect, it } from 'vitest';
import { NoticeGate, type Notice } from './noticeGate';

/** A gate whose outlet records what reaches the screen and what is taken down. */
function setUp() {
  const screen: string[] = [];
  const log: string[] = [];
  const gate = new NoticeGate({
    show: (notice) => {
      screen.push(notice.id);
      log.push(`show ${notice.id}`);
    },
    hide: (id) => {
      screen.splice(screen.indexOf(id), 1);
      log.push(`hide ${id}`);
    },
  });
  const notice = (id: string): Notice => ({ id, show: () => undefined });
  return { gate, screen, log, notice };
}

describe('NoticeGate', () => {
  it('shows notices at once when no battle is in play', () => {
    const { gate, screen, notice } = setUp();
    gate.post(notice('friend-request'));
    expect(screen).toEqual(['friend-request']);
  });

  it('holds what arrives during a battle and shows it, in order, once released', () => {
    const { gate, log, notice } = setUp();
    const release = gate.hold();
    gate.post(notice('chat'));
    gate.post(notice('invitation-1'));
    expect(log).toEqual([]);
    expect(gate.queued).toEqual(['chat', 'invitation-1']);
    release();
    expect(log).toEqual(['show chat', 'show invitation-1']);
    expect(gate.held).toBe(false);
  });

  it('takes down what was on screen when the battle began and brings it back first', () => {
    const { gate, screen, log, notice } = setUp();
    gate.post(notice('friend-accepted'));
    const release = gate.hold();
    expect(screen).toEqual([]);
    gate.post(notice('invitation-1'));
    release();
    expect(log).toEqual(['show friend-accepted', 'hide friend-accepted', 'show friend-accepted', 'show invitation-1']);
  });

  it('does not bring back a notice that left the screen before the battle', () => {
    const { gate, screen, notice } = setUp();
    const gone = notice('friend-accepted');
    gate.post(gone);
    gate.closed(gone);
    gate.hold()();
    expect(screen).toEqual(['friend-accepted']);
    expect(gate.queued).toEqual([]);
  });

  it('drops a queued notice that is withdrawn (an invitation cancelled during the battle)', () => {
    const { gate, log, notice } = setUp();
    const release = gate.hold();
    gate.post(notice('invitation-1'));
    gate.post(notice('chat'));
    gate.withdraw('invitation-1');
    release();
    expect(log).toEqual(['show chat']);
  });

  it('keeps one copy of a notice posted twice while held (a toast id updates its toast)', () => {
    const { gate, log, notice } = setUp();
    const release = gate.hold();
    gate.post(notice('invitation-1'));
    gate.post(notice('chat'));
    gate.post(notice('invitation-1'));
    release();
    expect(log).toEqual(['show chat', 'show invitation-1']);
  });

  it('stays held until every hold is released, each release counting once', () => {
    const { gate, log, notice } = setUp();
    const first = gate.hold();
    const second = gate.hold();
    gate.post(notice('chat'));
    first();
    first();
    expect(log).toEqual([]);
    second();
    expect(log).toEqual(['show chat']);
  });

  it('forgets everything when all notices are dismissed', () => {
    const { gate, log, notice } = setUp();
    const release = gate.hold();
    gate.post(notice('chat'));
    gate.withdraw();
    release();
    expect(log).toEqual([]);
  });
});
