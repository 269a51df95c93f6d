// The initial JavaScript of `/`: the entry script and its modulepreloads, gzip-compressed as
// the server sends them. Issue 30’s goal: ≤ 100 KB (it was 110 KB before).
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

/**
 * The JavaScript a route needs beyond the initial JS of `/`: its lazy route chunk (found by
 * its path in the entry's route tree) and every chunk that chunk imports, gzip-compressed.
 */
export function routeJs(
  distDir: string,
  routePath: string,
): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error('bundle: no entry script in index.html')
  const initial = new Set(initialJs(distDir).files.map((file) => file.replace(/^\//, '')))
  const source = readFileSync(join(distDir, entry), 'utf8')
  const escaped = routePath.replace(/[$/]/g, (char) => `\\${char}`)
  const route = new RegExp(
    `\\(\`${escaped}\`\\)\\(\\{.{0,200}?import\\(\`\\./(chunks/[^\`]+\\.js)\`\\)`,
  ).exec(source)?.[1]
  if (!route) throw new Error(`bundle: no lazy chunk for the route ${routePath}`)
  const base = join(entry, '..')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || initial.has(file)) return
    seen.add(file)
    const code = readFileSync(join(distDir, file), 'utf8')
    for (const match of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) {
      visit(join(file, '..', match[1] ?? ''))
    }
  }
  visit(join(base, route))
  const files = [...seen].sort()
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  )
  return { files, gzipBytes }
}
