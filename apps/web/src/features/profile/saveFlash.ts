import type { AvatarSaveWarning } from './hooks/useSaveProfile';

/**
 * A saved rename re-opens the signed-in pages under the new name (the live connection is
 * keyed by it), so the settings form that showed "saving…" is not the one that should say
 * "saved". The outcome waits here for the new form, which reads it once.
 */
export interface SaveFlash {
  readonly avatarWarning: AvatarSaveWarning | null;
}

let flash: SaveFlash | null = null;

export function leaveSaveFlash(value: SaveFlash): void {
  flash = value;
}

/** Read without clearing (render may run twice); clearSaveFlash follows in an effect. */
export function peekSaveFlash(): SaveFlash | null {
  return flash;
}

export function clearSaveFlash(): void {
  flash = null;
}
