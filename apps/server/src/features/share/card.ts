import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { SharedResult } from './store.js';

/** Open Graph's recommended size: previews crop nothing at 1200 x 630. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);

interface Renderer {
  fonts: Uint8Array[];
}

let renderer: Promise<Renderer> | null = null;

/** resvg (WebAssembly, no native binary) and the Inter font (OFL), loaded once on first use. */
function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const fonts = await Promise.all(
      ['@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf', '@expo-google-fonts/inter/900Black/Inter_900Black.ttf'].map(
        async (font) => new Uint8Array(await readFile(require.resolve(font))),
      ),
    );
    return { fonts };
  })().catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replace(/_/g, ' ');

/** The card's picture: the two players and scores, the winner in the accent colour, sport, level and date. */
export function cardSvg(result: SharedResult): string {
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    result.finishedAt,
  );
  const firstWon = result.winner === 'first';
  const secondWon = result.winner === 'second';
  const colour = (won: boolean) => (won ? '#c6f432' : '#eef2fa');
  const headline = firstWon || secondWon ? `${firstWon ? result.first : result.second} wins` : 'Draw';
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
  <text x="600" y="185" text-anchor="middle" font-family="Inter" font-weight="700" font-size="32" fill="#9aa8c4">${escapeXml(`${capitalise(result.sport)} · ${capitalise(result.level)} · ${date}`)}</text>
  <text x="330" y="300" text-anchor="middle" font-family="Inter" font-weight="700" font-size="46" fill="${colour(firstWon)}">${escapeXml(result.first)}</text>
  <text x="870" y="300" text-anchor="middle" font-family="Inter" font-weight="700" font-size="46" fill="${colour(secondWon)}">${escapeXml(result.second)}</text>
  <text x="330" y="420" text-anchor="middle" font-family="Inter" font-weight="900" font-size="120" fill="${colour(firstWon)}">${result.firstScore}</text>
  <text x="600" y="400" text-anchor="middle" font-family="Inter" font-weight="900" font-size="56" fill="#9aa8c4">VS</text>
  <text x="870" y="420" text-anchor="middle" font-family="Inter" font-weight="900" font-size="120" fill="${colour(secondWon)}">${result.secondScore}</text>
  <text x="600" y="530" text-anchor="middle" font-family="Inter" font-weight="700" font-size="36" fill="#eef2fa">${escapeXml(headline)}</text>
</svg>`;
}

/** The card as a PNG (what link previews accept). */
export async function renderCard(result: SharedResult): Promise<Buffer> {
  const { fonts } = await loadRenderer();
  const svg = new Resvg(cardSvg(result), {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { fontBuffers: fonts, defaultFontFamily: 'Inter', loadSystemFonts: false },
  });
  const png = svg.render().asPng();
  svg.free();
  return Buffer.from(png);
}
