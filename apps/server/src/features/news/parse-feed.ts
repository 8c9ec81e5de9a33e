import Parser from 'rss-parser';
import { NEWS_LIMITS } from '@fanclash/protocol';
import { httpUrl } from '../../lib/http-url.js';
import { htmlToLine, htmlToText } from './clean.js';

/**
 * RSS 0.9/1.0/2.0 and Atom -> plain items, through rss-parser (xml2js underneath). Every text
 * leaves here as plain text; links and images only as absolute http(s) addresses.
 */
export interface FeedItem {
  readonly title: string;
  readonly url: string;
  readonly text: string;
  readonly publishedAt: Date;
  readonly author: string | null;
  readonly categories: string[];
  readonly image: string | null;
}

export interface ParsedFeed {
  readonly title: string | null;
  readonly items: FeedItem[];
}

interface CustomItem {
  mediaContent?: unknown[];
  mediaThumbnail?: unknown[];
  mediaGroup?: unknown[];
  atomCategory?: unknown[];
  'content:encoded'?: string;
  author?: unknown;
}

const parser: Parser<Record<string, unknown>, CustomItem> = new Parser({
  customFields: {
    item: [
      ['media:content', 'mediaContent', { keepArray: true }],
      ['media:thumbnail', 'mediaThumbnail', { keepArray: true }],
      ['media:group', 'mediaGroup', { keepArray: true }],
      ['category', 'atomCategory', { keepArray: true }],
    ],
  },
});

/** Throws on anything that is not a feed (invalid XML, HTML, JSON...). */
export async function parseFeed(xml: string, now: Date): Promise<ParsedFeed> {
  const feed = await parser.parseString(xml);
  const items: FeedItem[] = [];
  for (const raw of feed.items) {
    const url = httpUrl(raw.link ?? (typeof raw.guid === 'string' && /^https?:/.test(raw.guid) ? raw.guid : undefined), feed.link);
    const title = htmlToLine(raw.title ?? '', 300);
    if (!url || !title) continue;
    const html = raw['content:encoded'] ?? raw.content ?? raw.summary ?? '';
    const published = raw.isoDate ? new Date(raw.isoDate) : raw.pubDate ? new Date(raw.pubDate) : now;
    items.push({
      title,
      url,
      text: htmlToText(html, NEWS_LIMITS.textMax),
      // An undated or future-dated item is as new as the moment it was read, never newer.
      publishedAt: Number.isNaN(published.getTime()) || published > now ? now : published,
      author: authorOf(raw.creator ?? raw.author),
      categories: categoriesOf(raw.categories, raw.atomCategory),
      image: imageOf(raw, feed.link),
    });
  }
  return { title: feed.title ? htmlToLine(feed.title, 120) : null, items };
}

function authorOf(value: unknown): string | null {
  const name = typeof value === 'string' ? value : textOf(value);
  const line = name ? htmlToLine(name, 120) : '';
  return line || null;
}

/** xml2js gives a category as 'text', { _: 'text' } or (Atom) { $: { term, label } }. */
function categoriesOf(...lists: unknown[]): string[] {
  const names: string[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const name = textOf(entry) ?? attr(entry, 'label') ?? attr(entry, 'term');
      if (name) names.push(htmlToLine(name, 60));
    }
  }
  // RSS categories arrive both as the standard field and the custom one: keep each once.
  return [...new Map(names.filter(Boolean).map((name) => [name.toLowerCase(), name])).values()];
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record._ === 'string') return record._;
    if (record.name !== undefined) return textOf(record.name);
  }
  return undefined;
}

function attr(value: unknown, name: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const attrs = (value as Record<string, unknown>).$;
  if (!attrs || typeof attrs !== 'object') return undefined;
  const found = (attrs as Record<string, unknown>)[name];
  return typeof found === 'string' ? found : undefined;
}

/** An image enclosure, else media:content (an image), else media:thumbnail; https only (the CSP allows no http images). */
function imageOf(item: CustomItem & Parser.Item, base: string | undefined): string | null {
  const candidates: unknown[] = [];
  const enclosure = item.enclosure;
  if (enclosure && (enclosure.type?.startsWith('image/') || /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(enclosure.url))) {
    candidates.push(enclosure.url);
  }
  const media = [...(item.mediaContent ?? []), ...(item.mediaGroup ?? []).flatMap((group) => mediaOfGroup(group))];
  for (const entry of media) {
    const medium = attr(entry, 'medium');
    const type = attr(entry, 'type');
    if (medium === 'image' || type?.startsWith('image/') || (!medium && !type)) candidates.push(attr(entry, 'url'));
  }
  for (const entry of item.mediaThumbnail ?? []) candidates.push(attr(entry, 'url'));
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url?.startsWith('https://')) return url;
  }
  return null;
}

function mediaOfGroup(group: unknown): unknown[] {
  if (!group || typeof group !== 'object') return [];
  const record = group as Record<string, unknown>;
  return [record['media:content'], record['media:thumbnail']].flatMap((list) => (Array.isArray(list) ? list : []));
}
