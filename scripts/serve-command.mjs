// How the compiled server starts: the node flags of package.json's "serve" script, the one
// place they are written, so `npm start`, the Playwright server, the API tests' processes
// and the benchmarks run the same server. The flags matter: `--max-semi-space-size` caps the
// main thread's young generation (V8 reads it only at start; by default it grows to 32 MiB
// under a burst of connections and stays there), part of the server's memory budget.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** `node`'s arguments for the compiled server: the flags, then dist-server/main.js. */
export function serveArguments(root = process.cwd()) {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const [command, ...args] = String(packageJson.scripts.serve).trim().split(/\s+/)
  if (command !== 'node' || args.at(-1) !== 'dist-server/main.js') {
    throw new Error(`package.json's serve script is not "node [flags] dist-server/main.js"`)
  }
  return args
}
