import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A route of the local feed server: answers one request (it may also never answer). */
export type FeedRoute = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 for feed and provider tests: routes can change between runs,
 * and every request is counted per path.
 */
export class LocalFeedServer {
  readonly routes = new Map<string, FeedRoute>();
  readonly hits = new Map<string, number>();
  readonly requests: Array<{ path: string; headers: IncomingMessage['headers'] }> = [];
  private readonly server: Server;
  private baseUrl = '';

  constructor() {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      this.requests.push({ path, headers: request.headers });
      const route = this.routes.get(path);
      if (route) route(request, response);
      else response.writeHead(404).end('not found');
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  hitsOf(path: string): number {
    return this.hits.get(path) ?? 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Serves `body()` with an ETag; answers 304 to a matching If-None-Match. */
export function withEtag(body: () => string, type = 'application/rss+xml; charset=utf-8'): FeedRoute {
  return (request, response) => {
    const text = body();
    const etag = `"${Buffer.from(text).toString('base64url').slice(-16)}-${text.length}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { 'content-type': type, etag }).end(text);
  };
}

export interface RssItem {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly pubDate: Date;
  readonly categories?: readonly string[];
  readonly image?: string;
}

/** A small RSS 2.0 document. */
export function rss(title: string, items: readonly RssItem[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const entries = items
    .map(
      (item) => `<item>
  <title>${esc(item.title)}</title>
  <link>${esc(item.link)}</link>
  <description>${esc(item.description)}</description>
  <pubDate>${item.pubDate.toUTCString()}</pubDate>
  ${(item.categories ?? []).map((c) => `<category>${esc(c)}</category>`).join('')}
  ${item.image ? `<enclosure url="${esc(item.image)}" type="image/jpeg" length="1000"/>` : ''}
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${esc(title)}</title><link>https://example.org/</link><description>test</description>
${entries}
</channel></rss>`;
}
