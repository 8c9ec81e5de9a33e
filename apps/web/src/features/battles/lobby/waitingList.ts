import type { WaitingBattle } from '@fanclash/protocol';

/**
 * The open-battles list, kept in step by the user socket (spec section 4): a full list
 * (waiting_battles), one more (battle_created), one fewer (battle_removed, battle_joined).
 * `loaded` turns true with the first full list.
 */
export interface WaitingListState {
  readonly battles: readonly WaitingBattle[];
  readonly loaded: boolean;
}

export type WaitingListAction =
  | { readonly type: 'replace'; readonly battles: readonly WaitingBattle[] }
  | { readonly type: 'add'; readonly battle: WaitingBattle }
  | { readonly type: 'remove'; readonly id: string };

export const EMPTY_WAITING_LIST: WaitingListState = { battles: [], loaded: false };

/** Newest first: a fresh battle appears at the top, where people look. */
const byNewest = (a: WaitingBattle, b: WaitingBattle) => b.created_at.localeCompare(a.created_at);

export function waitingListReducer(state: WaitingListState, action: WaitingListAction): WaitingListState {
  switch (action.type) {
    case 'replace':
      return { battles: action.battles.filter((battle) => battle.status === 'waiting').sort(byNewest), loaded: true };
    case 'add':
      if (action.battle.status !== 'waiting') return state;
      return { ...state, battles: [action.battle, ...state.battles.filter((battle) => battle.id !== action.battle.id)].sort(byNewest) };
    case 'remove':
      if (!state.battles.some((battle) => battle.id === action.id)) return state;
      return { ...state, battles: state.battles.filter((battle) => battle.id !== action.id) };
  }
}

/** 2v2 (issue 32): the creator's teammate, who waits with them but neither joins nor cancels. */
export function isPartnerOfBattle(battle: Pick<WaitingBattle, 'first_partner'>, username: string): boolean {
  return !!battle.first_partner && battle.first_partner.toLowerCase() === username.toLowerCase();
}

/** The creator owns a battle; names compare without case, as the server does. */
export function isOwnBattle(battle: Pick<WaitingBattle, 'first_opponent'>, username: string): boolean {
  return battle.first_opponent.toLowerCase() === username.toLowerCase();
}
