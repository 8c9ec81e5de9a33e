import { describe, expect, it } from 'vitest';
import { formatFee, parseFee, type FeeWords } from './fee';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/** The fee words of a language's real texts, interpolated as i18next does. */
const wordsOf =
  (texts: typeof en): FeeWords =>
  (key, values) =>
    texts.fee[key.slice('fee.'.length) as keyof typeof texts.fee].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
const english = (text: string) => formatFee(text, 'en', wordsOf(en));
const russian = (text: string) => formatFee(text, 'ru', wordsOf(ru));
// Intl puts a no-break space between a number and its unit; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('transfer fees in the reader language', () => {
  it('reads amounts, add-ons, loan fees and release clauses', () => {
    expect(parseFee('£66.3m + £7.1m add-ons')).toEqual({
      amount: { value: 66_300_000, currency: 'GBP' },
      kind: 'fee',
      addOns: { value: 7_100_000, currency: 'GBP' },
    });
    expect(parseFee('€103m + add-ons')).toMatchObject({ amount: { value: 103_000_000, currency: 'EUR' }, addOns: 'unspecified' });
    expect(parseFee('€10m loan fee + add-ons')).toMatchObject({ kind: 'loanFee', addOns: 'unspecified' });
    expect(parseFee('€ 80M')).toMatchObject({ amount: { value: 80_000_000, currency: 'EUR' }, kind: 'fee', addOns: null });
    expect(parseFee('$500K')).toMatchObject({ amount: { value: 500_000, currency: 'USD' } });
  });

  it('writes them in English', () => {
    expect(english('£66.3m + £7.1m add-ons')).toBe('£66.3M + £7.1M add-ons');
    expect(english('€103m + add-ons')).toBe('€103M + add-ons');
    expect(english('£125m')).toBe('£125M');
    expect(english('€10m loan fee + add-ons')).toBe('€10M loan fee + add-ons');
    expect(english('€100m release clause')).toBe('€100M release clause');
  });

  it('writes them in Russian: numbers, units and words', () => {
    expect(plain(russian('£66.3m + £7.1m add-ons'))).toBe('66,3 млн £ + 7,1 млн £ бонусами');
    expect(plain(russian('€103m + add-ons'))).toBe('103 млн € + бонусы');
    expect(plain(russian('£125m'))).toBe('125 млн £');
    expect(plain(russian('€10m loan fee'))).toBe('10 млн € за аренду');
    expect(plain(russian('€100m release clause'))).toBe('отступные 100 млн €');
    expect(plain(russian('€1.2bn'))).toBe('1,2 млрд €');
  });

  it('shows any other text exactly as reported', () => {
    for (const text of ['Swap deal', '£50m plus Player X', '€ 12,5M', '£0m', 'about £5m']) {
      expect(parseFee(text)).toBeNull();
      expect(russian(text)).toBe(text);
    }
  });
});
