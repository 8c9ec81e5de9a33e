/** REST and live schemas of the training feature. */
export {};
