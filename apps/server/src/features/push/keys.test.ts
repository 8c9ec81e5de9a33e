import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { loadVapidKeys } from './keys.js';

describe('VAPID keys kept in DATA_DIR', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('instances starting together on one fresh folder all get the one pair written there, and leave nothing half-written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-vapid-'));
    dirs.push(dataDir);
    const config = parseConfig({});
    // In a cluster's start the race is between processes (an exclusive create once let a loser
    // read the winner's file while still empty); here eight calls race in one process.
    const pairs = await Promise.all(Array.from({ length: 8 }, () => loadVapidKeys(config, dataDir)));
    const publicKeys = new Set(pairs.map((pair) => pair.publicKey));
    expect(publicKeys.size).toBe(1);
    expect(pairs.every((pair) => pair.source === 'data-dir')).toBe(true);
    expect(await readdir(dataDir)).toEqual(['vapid-keys.json']);
    const again = await loadVapidKeys(config, dataDir);
    expect(again.publicKey).toBe(pairs[0]?.publicKey);
  });
});
