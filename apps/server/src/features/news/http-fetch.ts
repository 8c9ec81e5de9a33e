/**
 * A careful GET for feeds and the transfer provider: one timeout for the whole exchange (body
 * included), conditional validators (ETag / Last-Modified), a redirect cap, and a body-size cap
 * that stops reading (and aborts the download) at the limit instead of buffering 10 MB.
 */

export const FETCH_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export interface FetchOptions {
  readonly timeoutMs: number;
  readonly etag?: string | null;
  readonly lastModified?: string | null;
  readonly headers?: Record<string, string>;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

export type FetchResult =
  | { readonly kind: 'ok'; readonly body: string; readonly etag: string | null; readonly lastModified: string | null; readonly url: string }
  | { readonly kind: 'not-modified' };

/** Why a fetch failed, in words fit for a log line and the status endpoint. */
export class FetchError extends Error {}

const USER_AGENT = 'FanClash/1.0 (+feed reader)';

export async function politeFetch(url: string, options: FetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await follow(url, options, controller.signal);
  } catch (err) {
    if (controller.signal.aborted) throw new FetchError(`timed out after ${options.timeoutMs} ms`);
    if (err instanceof FetchError) throw err;
    throw new FetchError(err instanceof Error ? `request failed: ${err.message}` : 'request failed');
  } finally {
    clearTimeout(timer);
  }
}

async function follow(startUrl: string, options: FetchOptions, signal: AbortSignal): Promise<FetchResult> {
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  let url = startUrl;
  for (let hop = 0; ; hop += 1) {
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, application/json;q=0.9, */*;q=0.5',
      ...options.headers,
    };
    // Validators belong to the address they came from; a redirect may lead elsewhere.
    if (hop === 0 && options.etag) headers['if-none-match'] = options.etag;
    if (hop === 0 && options.lastModified) headers['if-modified-since'] = options.lastModified;
    const response = await fetch(url, { headers, redirect: 'manual', signal });
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) throw new FetchError(`redirect ${response.status} without a location`);
      if (hop >= maxRedirects) throw new FetchError(`more than ${maxRedirects} redirects`);
      url = new URL(location, url).toString();
      if (!/^https?:$/.test(new URL(url).protocol)) throw new FetchError('redirect to a non-http address');
      continue;
    }
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FetchError(`HTTP ${response.status}`);
    }
    const body = await readCapped(response, options.maxBytes ?? FETCH_LIMITS.maxBytes);
    return { kind: 'ok', body, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), url };
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FetchError(`body of ${declared} bytes is over the ${maxBytes}-byte limit`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError(`body over the ${maxBytes}-byte limit`);
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  return new TextDecoder(charsetOf(response.headers.get('content-type'), bytes)).decode(bytes);
}

/**
 * The charset from the header, else from the XML declaration, when TextDecoder knows it
 * (Russian feeds in windows-1251 exist); UTF-8 otherwise.
 */
function charsetOf(contentType: string | null, bytes: Buffer): string {
  const prolog = bytes.subarray(0, 200).toString('latin1');
  const charset = (/charset=["']?([\w-]+)/i.exec(contentType ?? '') ??
    /<\?xml[^>]*encoding=["']([\w-]+)/i.exec(prolog))?.[1]?.toLowerCase();
  if (!charset) return 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}
