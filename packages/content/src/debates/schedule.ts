/**
 * The daily debate topic. Deterministic, so every server agrees without shared state: a new
 * topic is published at 12:00 UTC, and topics cycle without repeats until each one was used.
 */
import type { DebateTopic } from '../model.js';
import { hashString, seededRandom, shuffled } from '../random.js';
import { DEBATE_TOPICS } from './index.js';

const DAY_MS = 86_400_000;
/** A new topic is published every day at 12:00 UTC. */
const PUBLISH_OFFSET_MS = 12 * 3_600_000;

/** The UTC day (YYYY-MM-DD) whose topic is current at `date`; before 12:00 UTC, the day before. */
export function debateDayOf(date: Date): string {
  return new Date(publicationDay(date) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The debate topic current at `date`. Days are grouped into cycles as long as the topic list;
 * each cycle is a seeded permutation of all topics, so none repeats until every one was used,
 * and every server computes the same topic without shared state. Adding topics changes the
 * cycle length and so reshuffles future (and past) days: deploy new topics knowingly.
 */
export function debateTopicFor(date: Date): DebateTopic {
  const day = publicationDay(date);
  const count = scheduledTopics().length;
  if (count === 0) throw new Error('There are no debate topics');
  const cycle = Math.floor(day / count);
  const topic = cycleOrder(cycle)[day - cycle * count];
  if (!topic) throw new Error(`No debate topic for day ${day}`);
  return topic;
}

function publicationDay(date: Date): number {
  const time = date.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return Math.floor((time - PUBLISH_OFFSET_MS) / DAY_MS);
}

let sorted: readonly DebateTopic[] | undefined;

/** Topics sorted by id: the schedule must not depend on the order files are imported in. */
function scheduledTopics(): readonly DebateTopic[] {
  sorted ??= [...DEBATE_TOPICS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sorted;
}

function rawCycleOrder(cycle: number): DebateTopic[] {
  return shuffled(scheduledTopics(), seededRandom(hashString(`debates/${cycle}`)));
}

/** A cycle's order, with its first topic moved when it would repeat the previous day's. */
function cycleOrder(cycle: number): DebateTopic[] {
  const order = rawCycleOrder(cycle);
  // Swapping the first two never changes the last topic when there are at least three,
  // so the previous cycle's last topic can be read from its raw order.
  if (order.length >= 3 && order[0] === rawCycleOrder(cycle - 1).at(-1)) {
    [order[0], order[1]] = [order[1] as DebateTopic, order[0] as DebateTopic];
  }
  return order;
}
