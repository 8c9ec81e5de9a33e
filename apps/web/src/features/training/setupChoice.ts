import { TRAINING_MODES, type TrainingMode } from '@fanclash/protocol';

/** 'All sports' / 'All levels': the server draws from every sport or level (the protocol's filter value). */
export const ALL = 'all';

export interface SetupChoice {
  readonly sport: string;
  readonly level: string;
  readonly mode: TrainingMode;
}

/**
 * What the setup card shows first (issue 28, item 7): every sport and level, a random quiz.
 * Each is a choice the server plays as it is, so Start works straight away; the spec's
 * 'disabled while still all' left a first-time player facing a dead button.
 */
export const DEFAULT_SETUP: SetupChoice = { sport: ALL, level: ALL, mode: 'random' };

/** Start is offered whenever nothing is loading: every choice the form can hold is playable. */
export function canStart(choice: SetupChoice, loading: boolean): boolean {
  return !loading && choice.sport.trim() !== '' && choice.level.trim() !== '' && TRAINING_MODES.includes(choice.mode);
}

/** A mode from the select's value; anything unknown keeps the current mode. */
export function modeFrom(value: string, current: TrainingMode): TrainingMode {
  return TRAINING_MODES.find((mode) => mode === value) ?? current;
}
