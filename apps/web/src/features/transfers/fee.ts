/**
 * Transfer fees in the reader's language. The archive and providers report a fee as English
 * text ('£66.3m + £7.1m add-ons', '€ 80M', '€10m loan fee + add-ons'); a Russian reader saw
 * it as is. A text of the shapes below is read into its amounts and words, and shown again
 * through Intl (compact currency: '£66.3M', '66,3 млн £') with the words translated. Any other
 * text is shown exactly as reported: nothing is guessed.
 */

export interface FeeAmount {
  readonly value: number;
  /** ISO 4217 code. */
  readonly currency: string;
}

export interface ParsedFee {
  readonly amount: FeeAmount;
  /** What the amount is, when the text says: a loan fee or a release clause. */
  readonly kind: 'fee' | 'loanFee' | 'releaseClause';
  /** Add-ons on top: an amount, 'unspecified' ('+ add-ons'), or none. */
  readonly addOns: FeeAmount | 'unspecified' | null;
}

const CURRENCIES: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD' };
const SCALES: Record<string, number> = { '': 1, k: 1e3, m: 1e6, bn: 1e9, b: 1e9 };
const AMOUNT = String.raw`([€£$])\s?(\d+(?:\.\d+)?)\s?(bn|[kmb])?`;
const FEE = new RegExp(String.raw`^${AMOUNT}(?:\s+(loan fee|release clause))?(?:\s*\+\s*(?:${AMOUNT}\s+)?add-ons)?$`, 'i');

function amountOf(symbol: string | undefined, digits: string | undefined, unit = ''): FeeAmount | null {
  const currency = CURRENCIES[symbol ?? ''];
  const value = Number(digits) * (SCALES[unit.toLowerCase()] ?? Number.NaN);
  return currency && Number.isFinite(value) && value > 0 ? { value, currency } : null;
}

/** The amounts and words of a reported fee, or null when the text has another shape. */
export function parseFee(text: string): ParsedFee | null {
  const match = FEE.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const [, symbol, digits, unit, kindText, addOnSymbol, addOnDigits, addOnUnit] = match;
  const amount = amountOf(symbol, digits, unit);
  if (!amount) return null;
  const kind = kindText ? (kindText.toLowerCase() === 'loan fee' ? 'loanFee' : 'releaseClause') : 'fee';
  const hasAddOns = /add-ons$/i.test(match[0]);
  const addOns = addOnSymbol ? amountOf(addOnSymbol, addOnDigits, addOnUnit) : hasAddOns ? 'unspecified' : null;
  if (addOnSymbol && !addOns) return null;
  return { amount, kind, addOns };
}

/** The words around the amounts, in the reader's language (transfers namespace, `fee.*`). */
export type FeeWords = (
  key: 'fee.loanFee' | 'fee.releaseClause' | 'fee.withAddOns' | 'fee.withUnspecifiedAddOns',
  values: Record<string, string>,
) => string;

export function formatAmount(amount: FeeAmount, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: amount.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount.value);
}

/** A reported fee in the reader's language, or the text as reported when it cannot be read. */
export function formatFee(text: string, language: string | undefined, words: FeeWords): string {
  const fee = parseFee(text);
  if (!fee) return text;
  const amount = formatAmount(fee.amount, language);
  const main = fee.kind === 'fee' ? amount : words(`fee.${fee.kind}`, { amount });
  if (fee.addOns === null) return main;
  if (fee.addOns === 'unspecified') return words('fee.withUnspecifiedAddOns', { fee: main });
  return words('fee.withAddOns', { fee: main, addOns: formatAmount(fee.addOns, language) });
}
