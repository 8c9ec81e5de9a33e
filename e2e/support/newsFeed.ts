import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server standing in for news feeds and the transfer provider (nothing leaves the machine). */
export interface FeedServer {
  readonly url: (path: string) => string;
  readonly routes: Map<string, Route>;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const server = createServer((request, response) => {
    const route = routes.get((request.url ?? '/').split('?')[0] ?? '/');
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    routes,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface FeedItem {
  readonly title: string;
  readonly link: string;
  /** HTML, as feeds send it. */
  readonly html: string;
  readonly published: Date;
  readonly categories: readonly string[];
  readonly author?: string;
  readonly image?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An RSS 2.0 feed with dc:creator and image enclosures. */
export function rssFeed(title: string, items: readonly FeedItem[]): string {
  const entries = items
    .map(
      (item) => `<item><title>${esc(item.title)}</title><link>${esc(item.link)}</link>
<description>${esc(item.html)}</description><pubDate>${item.published.toUTCString()}</pubDate>
${item.categories.map((c) => `<category>${esc(c)}</category>`).join('')}
${item.author ? `<dc:creator>${esc(item.author)}</dc:creator>` : ''}
${item.image ? `<enclosure url="${esc(item.image)}" type="image/jpeg" length="1000"/>` : ''}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
<title>${esc(title)}</title><link>https://example.org/</link><description>e2e</description>${entries}</channel></rss>`;
}
