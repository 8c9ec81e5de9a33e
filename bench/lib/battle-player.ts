/**
 * One bench player's side of a live battle over `/ws/battle/{id}`: answers each question at a
 * random moment with a random answer, and checks every acknowledgement and the final score
 * against what it sent.
 */
import { connectLean, OPEN, text, typeSniffer } from './lean-socket.js';
import type { Player } from './seed.js';

export interface Timings {
  readonly questions: number;
  readonly questionMs: number;
  readonly pauseMs: number;
  readonly countdownMs: number;
}

/** What a run counts; every field but `sent`, `acked` and `finished` should stay at zero. */
export interface Tally {
  sent: number;
  acked: number;
  refused: number;
  duplicates: number;
  scoreMismatches: number;
  ruleViolations: number;
  /** Correct answers given more speed bonus than the time the bench saw left allows. */
  bonusTooHigh: number;
  finished: number;
  /** Pairs whose join did not reach both players as battle_started within JOIN_TIMEOUT_MS (should stay 0). */
  joinsTimedOut: number;
  disagreements: number;
  /** Battles called off, by reason (should stay empty). */
  cancelled: Record<string, number>;
  /** Battles by the opponent's kind each player met (quiz_ready's opponent_kind: player, recorded or bot). */
  opponents: Record<string, number>;
}

export const emptyTally = (): Tally => ({
  sent: 0,
  acked: 0,
  refused: 0,
  duplicates: 0,
  scoreMismatches: 0,
  ruleViolations: 0,
  bonusTooHigh: 0,
  finished: 0,
  joinsTimedOut: 0,
  disagreements: 0,
  cancelled: {},
  opponents: {},
});

/** Adds `from` into `into` (the workers' tallies into the run's). */
export function addTally(into: Tally, from: Tally): void {
  for (const key of Object.keys(from) as Array<keyof Tally>) {
    if (key === 'cancelled' || key === 'opponents') {
      for (const [name, n] of Object.entries(from[key])) into[key][name] = (into[key][name] ?? 0) + n;
    } else into[key] += from[key];
  }
}

/** Latency samples one worker collects. */
export interface Samples {
  readonly ack: number[];
  /** Points of speed bonus each correct answer lost to transit and queueing, beyond the bench's own bound. */
  readonly bonusShortfall: number[];
}

/**
 * The scoring rule (apps/server/src/features/battles/engine/scoring.ts) checked from the bench's
 * own clock: a correct answer scores 100 + round(100 * timeLeft / questionMs), timeLeft taken
 * when the server receives it. The server received it after the bench sent it, so at most
 * `time_left_ms - (sent - asked)` was left: more bonus than that is a scoring error. It received
 * it before the acknowledgement came back, so at least `time_left_ms - (acked - asked)` minus the
 * question's own transit was left; what falls short of that bound is recorded as a figure.
 */
function checkSpeedBonus(
  points: number,
  question: { at: number; timeLeftMs: number },
  sentAt: number,
  ackedAt: number,
  timings: Timings,
  tally: Tally,
  samples: Samples,
): void {
  const bonus = points - 100;
  const bonusFor = (leftMs: number) => Math.round((100 * Math.min(timings.questionMs, Math.max(0, leftMs))) / timings.questionMs);
  const most = bonusFor(question.timeLeftMs - (sentAt - question.at));
  const least = bonusFor(question.timeLeftMs - (ackedAt - question.at));
  if (bonus > most + 1) tally.bonusTooHigh += 1; // +1: the two clocks round independently
  samples.bonusShortfall.push(Math.max(0, least - bonus));
}

/** The battle socket's messages the checks read; every other type is dropped undecoded. */
const sniffType = typeSniffer(['quiz_ready', 'next_question', 'answer_submitted', 'error', 'battle_end', 'battle_finished']);

/** Plays one player's side of a battle; resolves with its final_scores ({} when called off). */
export function playBattle(
  ws: string,
  battleId: string,
  player: Player,
  timings: Timings,
  tally: Tally,
  samples: Samples,
): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const socket = connectLean(`${ws}/ws/battle/${battleId}?username=${player.username}&token=${player.token}`);
    const sentAt = new Map<number, { at: number; answer: string }>();
    // When each question arrived and how much time the server said was left at that moment.
    const asked = new Map<number, { at: number; timeLeftMs: number }>();
    const acked = new Set<number>();
    // Answers not sent yet when the battle ends are dropped, not counted as sent.
    const pending = new Set<NodeJS.Timeout>();
    let myPoints = 0;
    let seenReady = false;
    let done = false;
    const finish = (scores: Record<string, number>) => {
      done = true;
      clearTimeout(timer);
      pending.forEach(clearTimeout);
      socket.close();
      resolve(scores);
    };
    const timer = setTimeout(
      () => reject(new Error(`battle ${battleId} did not finish`)),
      timings.countdownMs + timings.questions * (timings.questionMs + timings.pauseMs) + 120_000,
    );
    socket.onmessage = (data, start, end) => {
      if (done) return;
      // Only the messages the checks read are decoded: most of a battle's frames (the
      // opponent's answers, waiting_for_opponent, round_result…) are dropped by their type.
      const sniffed = sniffType(data, start, end);
      if (sniffed === '' || (sniffed === 'quiz_ready' && seenReady)) return;
      if (sniffed === 'error') {
        tally.refused += 1;
        return;
      }
      const m = JSON.parse(text(data, start, end)) as Record<string, unknown>;
      switch (m.type) {
        case 'quiz_ready': {
          // Sent again on a reconnect: only the first one counts the battle's opponent.
          if (seenReady) return;
          seenReady = true;
          const kind = String(m.opponent_kind ?? 'player');
          tally.opponents[kind] = (tally.opponents[kind] ?? 0) + 1;
          break;
        }
        case 'next_question': {
          const index = Number(m.question_index);
          if (sentAt.has(index) || asked.has(index)) return; // a resent snapshot of the same question
          asked.set(index, { at: performance.now(), timeLeftMs: Number(m.time_left_ms) });
          const answers = (m.question as { answers: Array<{ text: string }> }).answers;
          const answer = answers[Math.floor(Math.random() * answers.length)]?.text ?? '';
          const delay = 200 + Math.random() * (Number(m.time_left_ms) * 0.7);
          pending.add(
            setTimeout(() => {
              if (socket.readyState !== OPEN) return;
              sentAt.set(index, { at: performance.now(), answer });
              tally.sent += 1;
              socket.send(
                JSON.stringify({ type: 'submit_answer', battle_id: battleId, username: player.username, answer, question_index: index }),
              );
            }, delay),
          );
          break;
        }
        case 'answer_submitted': {
          const index = Number(m.question_index);
          const sent = sentAt.get(index);
          if (!sent || acked.has(index)) {
            tally.duplicates += 1;
            return;
          }
          acked.add(index);
          tally.acked += 1;
          const ackedAt = performance.now();
          samples.ack.push(ackedAt - sent.at);
          const correct = sent.answer === m.correct_answer;
          const points = Number(m.points);
          if (m.correct !== correct || (correct ? points < 100 || points > 200 : points !== 0)) tally.ruleViolations += 1;
          const question = asked.get(index);
          if (correct && question) checkSpeedBonus(points, question, sent.at, ackedAt, timings, tally, samples);
          myPoints += points;
          break;
        }
        case 'error':
          tally.refused += 1;
          break;
        case 'battle_end': {
          // Reached before battle_finished only when the battle was called off.
          const reason = String(m.reason ?? 'unknown');
          tally.cancelled[reason] = (tally.cancelled[reason] ?? 0) + 1;
          finish({});
          break;
        }
        case 'battle_finished': {
          const finalScores = m.final_scores as Record<string, number>;
          if (finalScores[player.username] !== myPoints) tally.scoreMismatches += 1;
          tally.finished += 1;
          finish(finalScores);
          break;
        }
        default:
          break;
      }
    };
    socket.onerror = (err) => reject(new Error(`battle socket of ${player.username} in ${battleId}: ${err.message}`));
    // Closed by the server before the battle's end: the battle is lost for this player (a drain
    // must never do it), counted as called off by the close code rather than waited for.
    socket.onclose = (code) => {
      if (done) return;
      const reason = `socket_closed_${code}`;
      tally.cancelled[reason] = (tally.cancelled[reason] ?? 0) + 1;
      finish({});
    };
  });
}
