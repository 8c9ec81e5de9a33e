import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { retryWait, TRANSLATED_CODES } from './errors';

describe('friend action errors', () => {
  it('says a rate limit wait in seconds under a minute, whole minutes after', () => {
    expect(retryWait(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(1_200)).toEqual({ unit: 'seconds', count: 2 });
    expect(retryWait(59_000)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(9 * 60_000 + 1)).toEqual({ unit: 'minutes', count: 10 });
  });

  it('has a text for every refusal code, the friend-request limits included, in English and Russian', () => {
    expect(TRANSLATED_CODES).toEqual(expect.arrayContaining(['friend_request_rate_limited', 'friend_request_limit']));
    for (const code of TRANSLATED_CODES) {
      expect(en.errors[code], code).toEqual(expect.any(String));
      expect(ru.errors[code], code).toEqual(expect.any(String));
    }
    expect(ru.errors.retryIn.minutes_few).toBe('{{count}} минуты');
  });
});
