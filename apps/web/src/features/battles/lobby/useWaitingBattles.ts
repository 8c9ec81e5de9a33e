import {
  battleCreatedMessageSchema,
  battleFinishedUserMessageSchema,
  battleJoinedMessageSchema,
  battleRemovedMessageSchema,
  waitingBattlesMessageSchema,
} from '@fanclash/protocol';
import { useCallback, useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { EMPTY_WAITING_LIST, waitingListReducer, type WaitingListState } from './waitingList';

/**
 * The open battles, live. Asked for on mount, on every navigation to this page (back
 * included), when the window regains focus or becomes visible, when the live connection
 * (re)opens and when a battle finishes (spec section 4); kept in step between those by the
 * created / removed / joined messages.
 */
export function useWaitingBattles(username: string): WaitingListState & { refresh: () => void; online: boolean } {
  const { status, send } = useUserSocket();
  const [state, dispatch] = useReducer(waitingListReducer, EMPTY_WAITING_LIST);
  const { key: locationKey } = useLocation();
  const online = status === 'open';

  const refresh = useCallback(() => void send({ type: 'get_waiting_battles', username }), [send, username]);

  useUserSocketMessage('waiting_battles', waitingBattlesMessageSchema, (message) => dispatch({ type: 'replace', battles: message.data }));
  useUserSocketMessage('battle_created', battleCreatedMessageSchema, (message) => dispatch({ type: 'add', battle: message.data }));
  useUserSocketMessage('battle_removed', battleRemovedMessageSchema, (message) => dispatch({ type: 'remove', id: message.data.id }));
  useUserSocketMessage('battle_joined', battleJoinedMessageSchema, (message) => dispatch({ type: 'remove', id: message.data.id }));
  useUserSocketMessage('battle_finished', battleFinishedUserMessageSchema, refresh);

  useEffect(() => {
    if (online) refresh();
  }, [online, refresh, locationKey]);

  // Asking for the list subscribes this tab to its live updates; leaving the page ends that.
  useEffect(() => () => void send({ type: 'leave_arena' }), [send]);

  useEffect(() => {
    const handleVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    // Back navigation inside the app changes the location key (above); coming back to the
    // page from another site restores it from the browser's cache, announced by pageshow.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('pageshow', handlePageShow);
    document.addEventListener('visibilitychange', handleVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('pageshow', handlePageShow);
      document.removeEventListener('visibilitychange', handleVisible);
    };
  }, [refresh]);

  return { ...state, refresh, online };
}
