import { describe, expect, it } from 'vitest';
import { battleSportInputSchema } from './battles.js';
import { userClientMessageSchema } from './live/user-socket.js';
import { BATTLE_SPORTS, FAVOURITE_SPORT_OF, FAVOURITE_SPORTS, PLAYABLE_SPORTS } from './sports.js';
import { TRAINING_SPORTS } from './training.js';

describe('one list of sports (issue 33 item 2)', () => {
  it('battles and training offer every playable sport, the favourite list one name each', () => {
    expect(PLAYABLE_SPORTS).toHaveLength(14);
    expect([...BATTLE_SPORTS]).toEqual([...PLAYABLE_SPORTS]);
    expect([...TRAINING_SPORTS]).toEqual([...PLAYABLE_SPORTS]);
    expect([...FAVOURITE_SPORTS]).toEqual(PLAYABLE_SPORTS.map((sport) => FAVOURITE_SPORT_OF[sport]));
  });

  it('accepts tennis, boxing and the four new sports in a battle, football as soccer', () => {
    for (const sport of ['tennis', 'boxing', 'mma', 'athletics', 'swimming', 'cycling']) {
      expect(battleSportInputSchema.parse(sport)).toBe(sport);
    }
    expect(battleSportInputSchema.parse('Football')).toBe('soccer');
    expect(battleSportInputSchema.safeParse('curling').success).toBe(false);
  });

  it('keeps the stored favourite names and takes the new ones', () => {
    for (const favourite of ['Football', 'Tennis', 'Boxing', 'MMA', 'Cycling']) {
      expect(userClientMessageSchema.safeParse({ type: 'user_update', favourite }).success).toBe(true);
    }
  });
});
