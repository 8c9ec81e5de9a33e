-- A rotated refresh token remembers its successor, sealed with a key derived from the rotated
-- token itself: a replay within the grace window (a racing tab) gets that same successor back
-- instead of minting a second, independent chain. Only a holder of the old token can unseal it,
-- so the column is as useless to a reader of the table as the token hashes are.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
