import { describe, expect, it } from 'vitest';
import { connectionBadgeState } from './connectionBadge';
import { initialSessionState } from './sessionState';

const fresh = initialSessionState('b1', 'alice');
const heard = { ...fresh, heard: true };

describe('connectionBadgeState', () => {
  it('follows the socket', () => {
    expect(connectionBadgeState({ connection: 'connecting', state: fresh, gaveUp: null })).toBe('connecting');
    expect(connectionBadgeState({ connection: 'reconnecting', state: heard, gaveUp: null })).toBe('reconnecting');
    expect(connectionBadgeState({ connection: 'closed', state: heard, gaveUp: null })).toBe('disconnected');
  });

  it('is checking while open until the server has said something', () => {
    expect(connectionBadgeState({ connection: 'open', state: fresh, gaveUp: null })).toBe('checking');
    expect(connectionBadgeState({ connection: 'open', state: heard, gaveUp: null })).toBe('connected');
  });

  it('is disconnected once the client gave up', () => {
    expect(connectionBadgeState({ connection: 'closed', state: heard, gaveUp: { code: 1006, reason: '' } })).toBe('disconnected');
  });
});
