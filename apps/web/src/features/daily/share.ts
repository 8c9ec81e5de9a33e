import { dailyShareGrid } from '@fanclash/protocol';

/** What a daily run's share text is made of: never a question or an answer. */
export interface DailyShare {
  readonly sport: string;
  /** The run's UTC day, YYYY-MM-DD. */
  readonly date: string;
  readonly score: number;
  readonly grid: ReadonlyArray<boolean | null>;
}

/** The share text: the translated heading (sport, day, score), the grid of squares, the board's link. */
export function dailyShareText(heading: string, grid: ReadonlyArray<boolean | null>, link: string): string {
  return `${heading}\n${dailyShareGrid(grid)}\n${link}`;
}
