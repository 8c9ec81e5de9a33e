import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inferImportance, inferSport, pickTags } from './classify.js';
import { htmlToText } from './clean.js';
import { parseFeed } from './parse-feed.js';

const fixture = (name: string, encoding = 'utf-8') =>
  new TextDecoder(encoding).decode(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const NOW = new Date('2026-01-01T00:00:00Z');

describe('feed parsing', () => {
  it('reads an RSS 2.0 feed with media thumbnails and categories', async () => {
    const feed = await parseFeed(fixture('rss2-bbc-style.xml'), NOW);
    expect(feed.title).toBe('BBC Sport - Football');
    expect(feed.items).toHaveLength(2);
    const [euro, kroos] = feed.items;
    expect(euro).toMatchObject({
      title: 'Spain beat England to win Euro 2024 final',
      url: 'https://www.bbc.co.uk/sport/football/euro-2024-final-example',
      text: 'Mikel Oyarzabal scores a late winner as Spain beat England 2-1 in Berlin.',
      categories: ['Euro 2024', 'England'],
      image: 'https://ichef.bbci.co.uk/ace/standard/240/example.jpg',
    });
    expect(euro?.publishedAt.toISOString()).toBe('2024-07-14T21:05:00.000Z');
    expect(kroos?.image).toBeNull();
  });

  it('reads an Atom feed: relative links, authors, category labels, media:content, paragraphs', async () => {
    const feed = await parseFeed(fixture('atom.xml'), NOW);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      url: 'https://tennis.example.org/2025/06/08/alcaraz-sinner-final',
      author: 'Sports Desk',
      categories: ['Roland Garros', 'ATP'],
      image: 'https://tennis.example.org/img/final.jpg',
      text: 'Carlos Alcaraz won the longest Roland Garros final.\n\nIt lasted five hours and 29 minutes.',
    });
    expect(feed.items[0]?.publishedAt.toISOString()).toBe('2025-06-08T19:30:00.000Z');
  });

  it('reads a Russian feed in windows-1251 with an image enclosure', async () => {
    const feed = await parseFeed(fixture('rss2-russian-cp1251.xml', 'windows-1251'), NOW);
    const [item] = feed.items;
    expect(item?.title).toBe('Овечкин забросил 895-ю шайбу и побил рекорд Гретцки');
    expect(item?.text).toBe('Александр Овечкин забил в большинстве в матче с «Айлендерс».');
    expect(item?.image).toBe('https://hockey.example.ru/img/ovechkin.jpg');
    expect(item?.categories).toEqual(['НХЛ']);
    expect(item?.publishedAt.toISOString()).toBe('2025-04-06T15:40:00.000Z');
  });

  it('turns HTML with scripts, handlers and entities into plain text and drops items without a link', async () => {
    const feed = await parseFeed(fixture('rss2-hostile-html.xml'), NOW);
    expect(feed.title).toBe('Basketball & more');
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item?.title).toBe('Denver win the NBA Finals');
    expect(item?.text).toBe('Denver beat Miami 94-89 & won the series 4-1.\n\nNikola Jokić was Finals MVP.');
    expect(item?.text).not.toMatch(/script|cookie|alert|javascript|<|onclick/);
  });

  it('refuses what is not a feed', async () => {
    await expect(parseFeed('<html><body>not a feed</body></html>', NOW)).rejects.toThrow();
    await expect(parseFeed('<rss><channel><item><title>broken', NOW)).rejects.toThrow();
    await expect(parseFeed('{"items": []}', NOW)).rejects.toThrow();
  });

  it('never dates an item in the future', async () => {
    const xml = fixture('rss2-bbc-style.xml').replace('Sun, 14 Jul 2024 21:05:00 GMT', 'Fri, 01 Jan 2100 00:00:00 GMT');
    const feed = await parseFeed(xml, NOW);
    expect(feed.items[0]?.publishedAt).toEqual(NOW);
  });
});

describe('cleaning and classification', () => {
  it('keeps paragraphs, collapses spaces and drops styles and iframes', () => {
    expect(htmlToText('<p>One&nbsp;  two</p>\n\n\n<p>Three<br>four</p><style>x{}</style><iframe>evil</iframe>')).toBe(
      'One two\n\nThree\nfour',
    );
    expect(htmlToText('a &lt;script&gt; b')).toBe('a <script> b');
    expect(htmlToText('x'.repeat(50) + ' ' + 'y'.repeat(50), 60)).toBe(`${'x'.repeat(50)}…`);
  });

  it('infers the sport from categories first, then from words, in both languages', () => {
    expect(inferSport('Late winner in Berlin', '', ['Football'])).toBe('football');
    expect(inferSport('Celtics win NBA title', 'Boston beat Dallas', [])).toBe('basketball');
    expect(inferSport('Овечкин побил рекорд', 'Шайба в большинстве', ['НХЛ'])).toBe('hockey');
    expect(inferSport('Соболенко выиграла US Open', 'теннисистка из Беларуси', [])).toBe('tennis');
    expect(inferSport('Weather report', 'Sunny', [])).toBe('general');
  });

  it('rates importance by keyword; a semi-final is not a final', () => {
    expect(inferImportance('Spain win Euro 2024 final', '')).toBe('high');
    expect(inferImportance('Рекорд Овечкина', '')).toBe('high');
    expect(inferImportance('England reach the semi-final', '')).toBe('medium');
    expect(inferImportance('Сборная вышла в полуфинал', '')).toBe('medium');
    expect(inferImportance('Club signs a new goalkeeper', '')).toBe('medium');
    expect(inferImportance('Training ground open day', '')).toBe('low');
  });

  it('keeps distinct, short tags up to the stored limit', () => {
    expect(pickTags(['NBA', 'nba', ' Finals ', '', 'x'.repeat(41), 'a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual([
      'NBA',
      'Finals',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });
});
