/** REST and live schemas of the debates feature. */
export {};
