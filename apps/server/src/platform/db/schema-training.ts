/** Tables of the training feature (migration written by hand in apps/server/drizzle). */
export {};
