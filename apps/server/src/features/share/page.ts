import type { Language } from '@fanclash/protocol';
import type { SharedResult } from './store.js';
import { finishedOn, SHARE_TEXTS, sportName } from './texts.js';

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char] ?? char);

interface PageOptions {
  /**
   * PUBLIC_ORIGIN, or undefined: then the page names no absolute address at all (no canonical
   * or og:url, a relative og:image). Never the request's Host header: the page is cacheable,
   * and a forged Host would be served to everyone after it (cache poisoning).
   */
  origin: string | undefined;
  language: Language;
  width: number;
  height: number;
}

/**
 * The shared result as a small standalone page: Open Graph and Twitter tags for link previews,
 * the card itself, and a way into the app. No script (the strict CSP stays as it is).
 */
export function resultPage(result: SharedResult, { origin, language, width, height }: PageOptions): string {
  const text = SHARE_TEXTS[language];
  // Both carry the language, so a preview fetched from them reads as this page does.
  const path = `/results/${result.id}?lang=${language}`;
  const imagePath = `/results/${result.id}/card.png?lang=${language}`;
  const url = origin === undefined ? undefined : `${origin}${path}`;
  const image = origin === undefined ? imagePath : `${origin}${imagePath}`;
  const sport = sportName(result.sport, language);
  const date = finishedOn(result.finishedAt, language);
  const outcome = result.winner === null ? text.draw : text.wins(result.winner === 'first' ? result.first : result.second);
  const title = `${result.first} ${result.firstScore} : ${result.secondScore} ${result.second} — FanClash`;
  const description = `${outcome} · ${sport} · ${date}`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}" />
${url === undefined ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />\n`}${meta('og:type', 'website')}
${meta('og:site_name', 'FanClash')}
${meta('og:title', title)}
${meta('og:description', description)}
${url === undefined ? '' : `${meta('og:url', url)}\n`}${meta('og:image', image)}
${meta('og:image:type', 'image/png')}
${meta('og:image:width', String(width))}
${meta('og:image:height', String(height))}
${meta('og:image:alt', `${text.alt}: ${title}`)}
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:title" content="${escapeHtml(title)}" />
<meta name="twitter:description" content="${escapeHtml(description)}" />
<meta name="twitter:image" content="${escapeHtml(image)}" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #070b16; color: #eef2fa; font-family: system-ui, sans-serif; }
  main { width: min(100% - 2rem, 48rem); display: flex; flex-direction: column; gap: 1.25rem; align-items: center; text-align: center; padding: 2rem 0; }
  img { width: 100%; height: auto; border-radius: 1rem; border: 1px solid #24314f; }
  h1 { font-size: 1.5rem; margin: 0; }
  p { margin: 0; color: #9aa8c4; }
  a { display: inline-block; padding: 0.8rem 1.4rem; border-radius: 0.75rem; background: #c6f432; color: #0b1200; font-weight: 700; text-decoration: none; }
  a:focus-visible { outline: 2px solid #eef2fa; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(`${result.first} ${result.firstScore} : ${result.secondScore} ${result.second}`)}</h1>
<p>${escapeHtml(description)}</p>
<img src="${escapeHtml(imagePath)}" width="${width}" height="${height}" alt="${escapeHtml(`${text.alt}: ${title}`)}" />
<a href="/">${escapeHtml(text.play)}</a>
</main>
</body>
</html>`;
}
