/**
 * The offline archive of sports news and football transfers. Every entry is a real, dated event
 * with a public source; the server serves them labelled as archive with their own dates when no
 * live feed or transfer provider has answered yet, never as current news.
 */

/** Sports an archived story can be filed under (association football is 'football'). */
export const NEWS_SPORTS = [
  'football',
  'basketball',
  'tennis',
  'baseball',
  'hockey',
  'volleyball',
  'golf',
  'cricket',
  'rugby',
  'boxing',
  'athletics',
] as const;
export type NewsSport = (typeof NEWS_SPORTS)[number];

export const NEWS_IMPORTANCE = ['high', 'medium', 'low'] as const;
export type NewsImportance = (typeof NEWS_IMPORTANCE)[number];

/** One language's telling of an event: headline, text (paragraphs split by a blank line), source. */
export interface NewsTelling {
  readonly title: string;
  readonly body: string;
  /** Name of the publication the link points to. */
  readonly source: string;
  /** https link to the source that reports the event. */
  readonly url: string;
  readonly tags: readonly string[];
}

/** A real sports event told in English and Russian. */
export interface ArchivedNews {
  /** Stable: 'news.<slug>'; never reused for another story. */
  readonly id: string;
  readonly sport: NewsSport;
  /** ISO date (YYYY-MM-DD) the event happened and was reported. */
  readonly date: string;
  readonly importance: NewsImportance;
  readonly country: string;
  readonly en: NewsTelling;
  readonly ru: NewsTelling;
}

export const TRANSFER_TYPES = ['permanent', 'loan', 'free'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A completed football transfer, with the fee as it was reported (null when it was not). */
export interface ArchivedTransfer {
  readonly player_id: string;
  readonly player_name: string;
  readonly from_team: string;
  readonly to_team: string;
  /** The fee as reported, e.g. '£105m' or '€100m + €20m add-ons'; null when undisclosed. */
  readonly fee: string | null;
  /** The reported base fee in `currency` units; null with an undisclosed fee or a free move. */
  readonly fee_value: number | null;
  readonly currency: Currency | null;
  /** ISO date (YYYY-MM-DD) the move was announced or completed. */
  readonly transfer_date: string;
  readonly transfer_type: TransferType;
  /** https page that reports the move and its fee. */
  readonly source_url: string;
}

/** An English Wikipedia article's address, percent-encoded. */
export function enWiki(title: string): string {
  return `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_')).replace(/%2F/g, '/')}`;
}
