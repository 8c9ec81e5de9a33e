/** REST and live schemas of the friends feature. */
export {};
