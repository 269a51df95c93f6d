/** Builds the server into `outdir` (a path from the project's root), emptied first. */
export function buildServer(outdir: string): Promise<void>
