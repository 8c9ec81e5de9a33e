/** What crosses between the main thread and the card thread (card-worker.ts): plain data. */
export interface CardRequest {
  readonly id: number;
  readonly svg: string;
  readonly width: number;
}

export type CardResponse =
  | { readonly id: number; readonly png: Uint8Array; readonly threadId: number; readonly ms: number }
  | { readonly id: number; readonly error: string };
