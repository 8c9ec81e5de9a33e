/**
 * The battle connection's address, `/ws/battle/{id}?username&token` (spec section 7). A module
 * of its own, free of the protocol's schemas: the script inlined in the HTML that opens the
 * connection before the app loads (src/openBattleEarly.ts) builds it too.
 */
export function defaultBattleSocketUrl(battleId: string, username: string, token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ username, token });
  return `${protocol}//${window.location.host}/ws/battle/${encodeURIComponent(battleId)}?${query.toString()}`;
}
