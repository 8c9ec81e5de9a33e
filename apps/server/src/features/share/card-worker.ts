import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, threadId } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { CardRequest, CardResponse } from './card-thread-protocol.js';

/**
 * The card thread: draws result cards (SVG -> PNG with resvg, WebAssembly) one at a time.
 * A card takes 100-300 ms of CPU; on the main thread each one held up every socket and battle
 * answer that long (issue 29.1), here it only costs this thread. Bundled as dist/card-worker.js
 * beside main.js (apps/server/build.mjs).
 */
const require = createRequire(import.meta.url);

/** resvg and the Inter font (OFL, Latin and Cyrillic), loaded once when the thread starts. */
const ready = (async () => {
  await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return Promise.all(
    ['@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf', '@expo-google-fonts/inter/900Black/Inter_900Black.ttf'].map(
      async (font) => new Uint8Array(await readFile(require.resolve(font))),
    ),
  );
})();

function draw(fonts: Uint8Array[], { svg, width }: CardRequest): Uint8Array {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: fonts, defaultFontFamily: 'Inter', loadSystemFonts: false },
  });
  try {
    return image.render().asPng();
  } finally {
    image.free();
  }
}

const port = parentPort;
if (!port) throw new Error('card-worker runs as a worker thread');
port.on('message', (request: CardRequest) => {
  void ready
    .then((fonts) => {
      const started = performance.now();
      const png = draw(fonts, request);
      const reply: CardResponse = { id: request.id, png, threadId, ms: performance.now() - started };
      port.postMessage(reply, [png.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => {
      const reply: CardResponse = { id: request.id, error: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    });
});
