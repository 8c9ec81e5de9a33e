/** Tables of the chat feature (migration written by hand in apps/server/drizzle). */
export {};
