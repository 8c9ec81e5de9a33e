/** Tables of the friends feature (migration written by hand in apps/server/drizzle). */
export {};
