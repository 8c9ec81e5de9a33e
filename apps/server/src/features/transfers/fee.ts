import type { TransferType } from '@fanclash/protocol';

const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD' };
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mln: 1e6, bn: 1e9, b: 1e9 };

export interface ParsedFee {
  readonly fee: string | null;
  readonly feeValue: number | null;
  readonly currency: string | null;
}

/** '€ 80M', '£105m', '$1.5 M', '€ 500K' -> value and currency; anything else keeps only its text. */
export function parseFee(text: string | null | undefined): ParsedFee {
  const fee = text?.replace(/\s+/g, ' ').trim() || null;
  if (!fee || /^(n\/a|-|\?|none|unknown|undisclosed)$/i.test(fee)) return { fee: null, feeValue: null, currency: null };
  const match = /([€£$])\s*(\d+(?:[.,]\d+)?)\s*(bn|mln|[kmb])?\b/i.exec(fee);
  if (!match) return { fee, feeValue: null, currency: null };
  const [, symbol = '', amount = '', unit = ''] = match;
  const value = Number(amount.replace(',', '.')) * (SCALE[unit.toLowerCase()] ?? 1);
  return { fee, feeValue: Number.isFinite(value) && value > 0 ? Math.round(value) : null, currency: SYMBOLS[symbol] ?? null };
}

/** A provider's type word -> ours: loans (and returns from loan) are loans, free is free, the rest permanent. */
export function transferTypeOf(type: string | null | undefined, fee: string | null | undefined): TransferType {
  const text = `${type ?? ''} ${fee ?? ''}`.toLowerCase();
  if (/loan|аренд/.test(text)) return 'loan';
  if (/\bfree\b|свободн/.test(text)) return 'free';
  return 'permanent';
}
