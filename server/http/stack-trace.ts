// Logged errors point into the TypeScript sources. The compiled server (dist-server/, a
// bundle per entry and its chunks) runs without Node's --enable-source-maps: that flag reads
// and keeps the source map of every module loaded, some 350 of them from node_modules, which
// cost the process 10–14 MiB for good (docs/decisions/server-and-database.md, "Production runs JavaScript"). Instead the logger's error
// serializer maps the frames of our own bundles: a bundle's .map (written beside it by
// `npm run build`) is read the first time one of its frames is logged and dropped a minute
// after the last. Frames in node_modules stay as they are (they are JavaScript already); in
// development (tsx) no frame is in a bundle and nothing changes.
import { readFileSync } from 'node:fs'
import { SourceMap, type SourceMapPayload } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stdSerializers } from 'pino'

/** The folder of the code that runs: dist-server/ when compiled. */
const BUNDLE_DIR = path.dirname(fileURLToPath(import.meta.url))
const KEEP_MAP_MS = 60_000

interface Loaded {
  map: SourceMap | null
  timer: NodeJS.Timeout
}

const maps = new Map<string, Loaded>()

/** The source map of `file`, or null when it has none (kept for a minute either way). */
function sourceMapOf(file: string): SourceMap | null {
  const loaded = maps.get(file)
  const drop = () => maps.delete(file)
  if (loaded !== undefined) {
    loaded.timer.refresh()
    return loaded.map
  }
  let map: SourceMap | null = null
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload)
  } catch {
    // No map (deleted, or never built): the frame stays as it is.
  }
  maps.set(file, { map, timer: setTimeout(drop, KEEP_MAP_MS).unref() })
  return map
}

// "file:///…/dist-server/main.js:12:34" or "/…/dist-server/main.js:12:34" in a frame.
const FRAME_LOCATION = /(?:file:\/\/)?(\/[^\s():]+\.js):(\d+):(\d+)/g

/**
 * `stack` with each position in a bundle of `bundleDir` replaced by the source position it
 * was compiled from, as a path relative to `root` (e.g. server/routes/chat.ts:41:11).
 */
export function mapStack(
  stack: string,
  bundleDir = BUNDLE_DIR,
  root = path.resolve(BUNDLE_DIR, '..'),
): string {
  return stack.replace(FRAME_LOCATION, (location, file: string, line: string, column: string) => {
    if (path.dirname(file) !== bundleDir) return location
    const map = sourceMapOf(file)
    if (map === null) return location
    // SourceMap counts from 0, stack traces from 1.
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1)
    if (!('originalSource' in entry)) return location
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(bundleDir, entry.originalSource)
    return `${path.relative(root, source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`
  })
}

type SerializedError = ReturnType<typeof stdSerializers.err>

/** pino's error serializer, with the stack (and each cause's) mapped to the sources. */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error)
  if (typeof serialized.stack === 'string') serialized.stack = mapStack(serialized.stack)
  return serialized
}
