/**
 * The compiled server's command: the environment it sets, and `node`'s arguments (the
 * flags, then dist-server/main.js).
 */
export function serveCommand(root?: string): { env: Record<string, string>; args: string[] }
