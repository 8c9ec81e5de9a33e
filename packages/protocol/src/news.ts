/** REST and live schemas of the news feature. */
export {};
