/** Tables of the hardening feature (migration written by hand in apps/server/drizzle). */
export {};
