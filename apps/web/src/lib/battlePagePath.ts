/**
 * A battle's countdown, quiz and result pages, `/{battle id}/countdown|quiz|battle-result`, with
 * the battle's id and the page as groups. Read before the app has loaded (the pre-paint script
 * and src/openBattleEarly.ts) as well as by it (main.tsx).
 */
export const BATTLE_PAGE_PATH = /^\/([0-9a-f-]{36})\/(countdown|quiz|battle-result)$/i;
