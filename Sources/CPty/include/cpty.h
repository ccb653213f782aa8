/* forkpty for the end-to-end tests. */
