/**
 * How big the security suite runs. Inside `npm test` it is small and seeded (seconds);
 * `npm run test:security` sets SECURITY_SIZE=full. SECURITY_SEED replays a fuzzer run.
 */
export const SECURITY_FULL = process.env.SECURITY_SIZE === 'full';
export const SECURITY_SEED = Number(process.env.SECURITY_SEED ?? 20261125);

export const SIZE = SECURITY_FULL
  ? { fuzzRunsPerSocket: 1500, kill9Pairs: 24, allMutations: true }
  : { fuzzRunsPerSocket: 60, kill9Pairs: 0, allMutations: false };

/** Counts each part prints: cases tried, refused as expected, unexpected. */
export class Tally {
  tried = 0;
  refusedAsExpected = 0;
  acceptedAsExpected = 0;
  readonly unexpected: string[] = [];

  constructor(private readonly part: string) {}

  record(expectedRefusal: boolean, ok: boolean, what: string): void {
    this.tried += 1;
    if (!ok) this.unexpected.push(what);
    else if (expectedRefusal) this.refusedAsExpected += 1;
    else this.acceptedAsExpected += 1;
  }

  print(): void {
    // Written straight to stdout (not console): the counts are the part's report, kept in CI logs.
    process.stdout.write(
      `[security] ${this.part} (${SECURITY_FULL ? 'full' : 'small'}, seed ${SECURITY_SEED}): ${this.tried} cases tried, ` +
        `${this.refusedAsExpected} refused as expected, ${this.acceptedAsExpected} accepted as expected, ${this.unexpected.length} unexpected\n`,
    );
    for (const line of this.unexpected.slice(0, 20)) process.stdout.write(`[security]   unexpected: ${line}\n`);
  }
}
