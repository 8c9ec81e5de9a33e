// Draws the app's icons (issue 35) from the logo (public/favicon.svg's bolt) into public/icons/,
// with sharp (already the server's image library). Run `npm run icons -w @fanclash/web` after
// changing the logo; the PNGs are committed, so a build needs nothing but the files.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const CANVAS = '#070b16';
const ACCENT = '#c6f432';
const BOLT = 'M36 6 14 36h14l-4 22 26-32H36l4-20z';

/** The favicon as it is: a rounded tile with the bolt (purpose 'any'). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${CANVAS}"/><path d="${BOLT}" fill="${ACCENT}"/></svg>`;

/**
 * A full square with the bolt shrunk to `scale` around the centre: for 'maskable' (the platform
 * cuts its own shape; the bolt stays inside the safe circle of 80 %) and Apple's touch icon
 * (iOS rounds the corners itself).
 */
const fullBleed = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${CANVAS}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="${BOLT}" fill="${ACCENT}"/></g></svg>`;

const ICONS = [
  ['icon-96.png', 96, rounded],
  ['icon-192.png', 192, rounded],
  ['icon-512.png', 512, rounded],
  ['maskable-192.png', 192, fullBleed(0.62)],
  ['maskable-512.png', 512, fullBleed(0.62)],
  ['apple-touch-icon-180.png', 180, fullBleed(0.72)],
];

await mkdir(OUT, { recursive: true });
for (const [file, size, svg] of ICONS) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  process.stdout.write(`${file} ${size}x${size}\n`);
}
