// How the compiled server starts: package.json's "serve" script, the one place its settings
// are written, so `npm start`, the Playwright server, the API tests' processes and the
// benchmarks run the same server. The settings are part of its memory budget (DESIGN,
// docs/decisions/chat.md "Memory"):
// - MALLOC_MMAP_THRESHOLD_: glibc serves blocks of 64 KiB and more straight from the system
//   and gives them back when freed. By default it raises that threshold after large frees
//   and keeps what V8's compilers and the database thread free, some 40 MiB;
// - --max-semi-space-size: caps the main thread's young generation (V8 reads it only at
//   start; by default it grows to 32 MiB under a burst of connections and stays there);
// - --optimize-for-size: V8 grows both threads' heaps in smaller steps and collects sooner
//   (some 40 MiB less with 1,000 open streams, a few ms more at the chat bench's p99).
// No --enable-source-maps: it kept the maps of every module loaded (server/http/stack-trace.ts
// maps the logs' stack traces instead).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The compiled server's command: the environment it sets, and `node`'s arguments (the
 * flags, then dist-server/main.js).
 */
export function serveCommand(root = process.cwd()) {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const words = String(packageJson.scripts.serve).trim().split(/\s+/)
  const env = {}
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = String(words.shift()).split('=')
    env[name] = value.join('=')
  }
  const [command, ...args] = words
  if (command !== 'node' || args.at(-1) !== 'dist-server/main.js') {
    throw new Error(
      `package.json's serve script is not "[NAME=value …] node [flags] dist-server/main.js"`,
    )
  }
  return { env, args }
}
