/** Tables of the news feature (migration written by hand in apps/server/drizzle). */
export {};
