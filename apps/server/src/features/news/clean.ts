import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * Feed HTML -> plain text. sanitize-html drops scripts, styles, iframes and every attribute;
 * only block boundaries survive long enough to become paragraph breaks. The result is text
 * (entities decoded), which the web app renders as text, never as HTML.
 */
const BLOCKS = ['p', 'div', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr'];

export function htmlToText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const kept = sanitizeHtml(html, {
    allowedTags: BLOCKS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  });
  const marked = kept
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  const text = decodeHTML(marked)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return truncate(text, maxLength);
}

/** One line of plain text (titles, authors, tags). */
export function htmlToLine(html: string, maxLength = 300): string {
  return truncate(htmlToText(html).replace(/\s+/g, ' '), maxLength);
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
