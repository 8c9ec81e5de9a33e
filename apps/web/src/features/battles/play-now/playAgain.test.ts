import { describe, expect, it } from 'vitest';
import { parsePlayAgain, playAgainValue } from './playAgain';

describe('Play again (?play=)', () => {
  it('keeps the format: a team battle plays again as 2v2, a 1v1 keeps the form it always had', () => {
    expect(playAgainValue('soccer', 'easy', '1v1')).toBe('soccer:easy');
    expect(playAgainValue('soccer', 'easy', '2v2')).toBe('soccer:easy:2v2');
    expect(parsePlayAgain('soccer:easy:2v2')).toEqual({ sport: 'soccer', level: 'easy', mode: '2v2' });
    expect(parsePlayAgain('golf:hard')).toEqual({ sport: 'golf', level: 'hard', mode: '1v1' });
    expect(parsePlayAgain('golf:hard:3v3')).toEqual({ sport: 'golf', level: 'hard', mode: '1v1' });
    expect(parsePlayAgain(null)).toEqual({ sport: '', level: '', mode: '1v1' });
  });
});
