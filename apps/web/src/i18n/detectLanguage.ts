import type { Language } from '@fanclash/protocol';

/**
 * Time zones of Russia, Belarus, Kazakhstan and Kyrgyzstan, where a visitor whose browser
 * is not set to Russian most likely still reads it best (spec section 4).
 */
export const RUSSIAN_TIME_ZONES: ReadonlySet<string> = new Set([
  // Russia
  'Europe/Moscow',
  'W-SU',
  'Europe/Kaliningrad',
  'Europe/Samara',
  'Europe/Volgograd',
  'Europe/Saratov',
  'Europe/Ulyanovsk',
  'Europe/Astrakhan',
  'Europe/Kirov',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Barnaul',
  'Asia/Tomsk',
  'Asia/Novokuznetsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Chita',
  'Asia/Yakutsk',
  'Asia/Khandyga',
  'Asia/Vladivostok',
  'Asia/Ust-Nera',
  'Asia/Magadan',
  'Asia/Sakhalin',
  'Asia/Srednekolymsk',
  'Asia/Kamchatka',
  'Asia/Anadyr',
  // Belarus
  'Europe/Minsk',
  // Kazakhstan
  'Asia/Almaty',
  'Asia/Astana',
  'Asia/Qostanay',
  'Asia/Qyzylorda',
  'Asia/Aqtobe',
  'Asia/Aqtau',
  'Asia/Atyrau',
  'Asia/Oral',
  // Kyrgyzstan
  'Asia/Bishkek',
]);

/** The same countries by ISO code, read from a browser locale's region such as en-KZ. */
export const RUSSIAN_REGIONS: ReadonlySet<string> = new Set(['RU', 'BY', 'KZ', 'KG']);

export interface LanguageSignals {
  /** The saved choice (localStorage `language`), if any. */
  readonly saved: string | null;
  /** The browser's preferred language, e.g. navigator.language ('ru-RU', 'en-US'). */
  readonly browserLanguage: string | null | undefined;
  /** The device's IANA time zone, e.g. 'Europe/Moscow'. */
  readonly timeZone: string | null | undefined;
}

/**
 * Spec section 4: saved choice -> Russian for a Russian browser -> Russian for the regional
 * countries or time zones -> English.
 */
export function detectLanguage({ saved, browserLanguage, timeZone }: LanguageSignals): Language {
  if (isLanguage(saved)) return saved;

  const [primary = '', region = ''] = (browserLanguage ?? '').split(/[-_]/);
  if (primary.toLowerCase() === 'ru') return 'ru';
  if (RUSSIAN_REGIONS.has(region.toUpperCase())) return 'ru';
  if (timeZone && RUSSIAN_TIME_ZONES.has(timeZone)) return 'ru';
  return 'en';
}

/** The subset of the Temporal API (Chrome 144+, Firefox 139+) read here. */
interface TemporalNow {
  readonly Now?: { readonly timeZoneId?: () => string };
}

/**
 * The device's time zone. Temporal answers it at once; `Intl.DateTimeFormat()` builds a date
 * formatter for it, which costs 15-60 ms on a phone the first time (it runs before the first
 * paint, in the pre-paint script), so it is only the fallback.
 */
function deviceTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The signals of the current browser. */
export function browserLanguageSignals(saved: string | null): LanguageSignals {
  return { saved, browserLanguage: navigator.language, timeZone: deviceTimeZone() };
}

/** A supported interface language (checked without the schema library: this runs in the entry). */
function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ru';
}
