import { describe, expect, it } from 'vitest';
import { httpUrl } from '../../lib/http-url.js';
import { adaptProviderBody } from './adapters.js';
import { toTransfer } from './routes.js';

const move = (source_url: string) => ({
  player_name: 'Some Player',
  from_team: 'A',
  to_team: 'B',
  transfer_date: '2025-07-01',
  source_url,
});

/** A provider's `source_url` becomes a link in the web app: only http(s) may pass (issue 29.7). */
describe('transfer source links', () => {
  it('keeps http(s) links and drops javascript:, data: and other schemes', () => {
    const urls = [
      'https://example.com/a?b=1',
      'HTTP://Example.com/x',
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/file',
    ];
    const { records } = adaptProviderBody(urls.map((url, i) => ({ ...move(url), player_name: `Player ${i}` })));
    expect(records.map((r) => r.sourceUrl)).toEqual([
      'https://example.com/a?b=1',
      'http://example.com/x',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('a stored row with another scheme is served without a link', () => {
    const [record] = adaptProviderBody([move('https://example.com/')]).records;
    expect(record).toBeDefined();
    expect(toTransfer({ ...record!, sourceUrl: 'javascript:alert(1)' }).source_url).toBeNull();
    expect(toTransfer(record!).source_url).toBe('https://example.com/');
  });

  it('is the same check news links use', () => {
    expect(httpUrl('/story', 'https://feed.example/rss')).toBe('https://feed.example/story');
    expect(httpUrl(' javascript:alert(1)')).toBeNull();
    expect(httpUrl(42)).toBeNull();
  });
});
