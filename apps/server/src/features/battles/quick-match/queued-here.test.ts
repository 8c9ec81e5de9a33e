import { describe, expect, it } from 'vitest';
import { createQueuedHere } from './queued-here.js';

describe('the players queued from this instance', () => {
  const HERE = 'instance-here';

  it('lists a player written under this instance’s id until their tab closes, and no one else', () => {
    const listed = createQueuedHere(HERE, async () => []);
    listed.writing('ann', HERE);
    listed.writing('ben', 'another-instance');
    expect(listed.take('ben')).toBe(false);
    expect(listed.take('ann')).toBe(true);
    // Taken once: the next close of hers deletes nothing and is skipped.
    expect(listed.take('ann')).toBe(false);
  });

  it('drops on reconcile the players whose entries are gone, but never one written since the round before', async () => {
    let inQueue: string[] = [];
    const listed = createQueuedHere(HERE, async () => inQueue);
    listed.writing('mate-paired-elsewhere', HERE);
    listed.writing('still-waiting', HERE);
    await listed.reconcile();
    // Written before this round: its entry may not be committed yet, so it is kept whatever the queue says.
    listed.writing('just-queued', HERE);
    inQueue = ['still-waiting'];
    await listed.reconcile();
    expect(listed.size).toBe(2);
    expect(listed.take('mate-paired-elsewhere')).toBe(false);
    expect(listed.take('still-waiting')).toBe(true);
    expect(listed.take('just-queued')).toBe(true);
  });

  it('keeps a player written again while a reconcile reads the queue', async () => {
    let release: (ids: string[]) => void = () => undefined;
    const listed = createQueuedHere(HERE, () => new Promise<string[]>((resolve) => (release = resolve)));
    listed.writing('ann', HERE);
    const first = listed.reconcile();
    release([]);
    await first;
    const second = listed.reconcile();
    // Requeued while the second round reads a queue without her.
    listed.writing('ann', HERE);
    release([]);
    await second;
    expect(listed.take('ann')).toBe(true);
  });
});
