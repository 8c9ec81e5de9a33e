import type { Language } from '@fanclash/protocol';
import type { SharedResult } from './store.js';
import { finishedOn, levelName, SHARE_TEXTS, sportName } from './texts.js';

/** Open Graph's recommended size: previews crop nothing at 1200 x 630. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/**
 * The card's picture in `language`: the two players and scores, the winner in the accent
 * colour, sport, level and date. Drawn to PNG on the card thread (card-renderer.ts).
 */
export function cardSvg(result: SharedResult, language: Language): string {
  const text = SHARE_TEXTS[language];
  const date = finishedOn(result.finishedAt, language === 'ru' ? 'ru' : 'en-GB');
  const firstWon = result.winner === 'first';
  const secondWon = result.winner === 'second';
  const colour = (won: boolean) => (won ? '#c6f432' : '#eef2fa');
  const headline = firstWon || secondWon ? text.wins(firstWon ? result.first : result.second) : text.draw;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="0%" r="80%">
      <stop offset="0%" stop-color="#c6f432" stop-opacity="0.18"/>
      <stop offset="100%" stop-color="#070b16" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#070b16"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="40" y="40" width="1120" height="550" rx="36" fill="none" stroke="#24314f" stroke-width="3"/>
  <text x="600" y="125" text-anchor="middle" font-family="Inter" font-weight="900" font-size="44" fill="#c6f432" letter-spacing="6">FANCLASH</text>
  <text x="600" y="185" text-anchor="middle" font-family="Inter" font-weight="700" font-size="32" fill="#9aa8c4">${escapeXml(`${sportName(result.sport, language)} · ${levelName(result.level, language)} · ${date}`)}</text>
  <text x="330" y="300" text-anchor="middle" font-family="Inter" font-weight="700" font-size="46" fill="${colour(firstWon)}">${escapeXml(result.first)}</text>
  <text x="870" y="300" text-anchor="middle" font-family="Inter" font-weight="700" font-size="46" fill="${colour(secondWon)}">${escapeXml(result.second)}</text>
  <text x="330" y="420" text-anchor="middle" font-family="Inter" font-weight="900" font-size="120" fill="${colour(firstWon)}">${result.firstScore}</text>
  <text x="600" y="400" text-anchor="middle" font-family="Inter" font-weight="900" font-size="56" fill="#9aa8c4">VS</text>
  <text x="870" y="420" text-anchor="middle" font-family="Inter" font-weight="900" font-size="120" fill="${colour(secondWon)}">${result.secondScore}</text>
  <text x="600" y="530" text-anchor="middle" font-family="Inter" font-weight="700" font-size="36" fill="#eef2fa">${escapeXml(headline)}</text>
</svg>`;
}
