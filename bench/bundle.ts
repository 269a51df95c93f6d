// The initial JavaScript of `/`: the entry script and its modulepreloads, gzip-compressed as
// the server sends them. Budget: 110 KB.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export function initialJs(distDir: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '')
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  )
  return { files, gzipBytes }
}
