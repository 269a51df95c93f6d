/** `node`'s arguments for the compiled server: the flags, then dist-server/main.js. */
export function serveArguments(root?: string): string[]
