/** REST and live schemas of the chat feature. */
export {};
