import { describe, expect, it } from 'vitest';
import { offlineArea } from './offlineArea';

describe('offlineArea', () => {
  it.each([
    ['/battles', 'battles'],
    ['/waiting-room/1b2c', 'battles'],
    ['/1b2c/countdown', 'battles'],
    ['/1b2c/quiz', 'battles'],
    ['/1b2c/battle-result', 'battles'],
    ['/alice/chats', 'chat'],
    ['/chats/bob', 'chat'],
    ['/forum', 'forum'],
    ['/forum/debates/42', 'forum'],
    ['/forum/debates/create', 'forum'],
    ['/selection/7', 'forum'],
    ['/news/9', 'forum'],
    ['/alice', 'general'],
    ['/alice/trainings', 'general'],
    ['/alice/all-battles', 'general'],
    ['/leaderboard', 'general'],
    ['/', 'general'],
  ])('%s is %s', (path, area) => {
    expect(offlineArea(path)).toBe(area);
  });
});
