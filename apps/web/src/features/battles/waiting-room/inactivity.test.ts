import { BATTLE_MESSAGES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { inactivityAlertText, leavesForArena } from './inactivity';

describe('inactivityAlertText', () => {
  const ru = 'Вы были неактивны в комнате ожидания';

  it("shows the interface's text for the server's default message or none", () => {
    expect(inactivityAlertText(BATTLE_MESSAGES.inactivity, ru)).toBe(ru);
    expect(inactivityAlertText('  ', ru)).toBe(ru);
  });

  it('shows any other message as sent', () => {
    expect(inactivityAlertText('Your battle timed out', ru)).toBe('Your battle timed out');
  });
});

describe('leavesForArena', () => {
  it('goes to /battles from the dashboard, a profile or the cancelled battle’s own waiting room', () => {
    expect(leavesForArena('/alice', 'b1')).toBe(true);
    expect(leavesForArena('/alice/all-battles', 'b1')).toBe(true);
    expect(leavesForArena('/leaderboard', 'b1')).toBe(true);
    expect(leavesForArena('/waiting-room/b1', 'b1')).toBe(true);
  });

  it('stays on the arena, in a live battle and in the waiting room of another battle', () => {
    expect(leavesForArena('/battles', 'b1')).toBe(false);
    expect(leavesForArena('/b2/countdown', 'b1')).toBe(false);
    expect(leavesForArena('/b2/quiz', 'b1')).toBe(false);
    expect(leavesForArena('/b2/battle-result', 'b1')).toBe(false);
    expect(leavesForArena('/waiting-room/b2', 'b1')).toBe(false);
  });
});
