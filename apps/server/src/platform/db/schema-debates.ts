/** Tables of the debates feature (migration written by hand in apps/server/drizzle). */
export {};
