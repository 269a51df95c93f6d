// Which page paths the client's router knows. The build writes the router's full paths to
// route-manifest.json beside index.html (vite.config.ts); the 404 handler answers a path no
// pattern matches with status 404 (still the app shell, which shows its 404 page), so
// crawlers and monitors see an honest status and a mistyped link is not a "page".
//
// Patterns are TanStack Router full paths: `$name` is one segment, `{-$name}` an optional
// segment, a final `$` the rest of the path, a trailing `/` an index route.
import { readFileSync, statSync } from 'node:fs'
import { z } from 'zod'

export const ROUTE_MANIFEST_FILE = 'route-manifest.json'

const manifestSchema = z.object({ routes: z.array(z.string().startsWith('/')) })

function segmentPattern(segment: string): string {
  if (segment === '$') return '(?:/.*)?'
  if (/^\{-\$[\w]+\}$/.test(segment)) return '(?:/[^/]+)?'
  if (/^\$[\w]+$/.test(segment)) return '/[^/]+'
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
}

/** One regular expression for every pattern; a trailing slash never matters. */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const sources = patterns.map((pattern) => {
    const segments = pattern.split('/').filter((segment) => segment !== '')
    return segments.map(segmentPattern).join('')
  })
  const all = new RegExp(`^(?:${sources.map((source) => `(?:${source})`).join('|')})/?$`)
  return (path) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return false
    }
    return all.test(decoded === '' ? '/' : decoded)
  }
}

/**
 * The matcher for the build in `file`, re-read when the file changes (a build made while the
 * server runs). Without a manifest (a development build, a test fixture) every path is a page.
 */
export function clientRoutes(file: string): (path: string) => boolean {
  let cached: { mtimeMs: number; matches: (path: string) => boolean } | undefined
  return (path) => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      return true
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const manifest = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
      const matches = manifest.success ? routeMatcher(manifest.data.routes) : () => true
      cached = { mtimeMs, matches }
    }
    return cached.matches(path)
  }
}
