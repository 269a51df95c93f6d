// After the first load, the worker caches every route's chunk and this language's catalog
// in the background (warm-manifest.json, written at build): a route never opened before
// then opens offline too, and the install precache stays the shell alone.
export const WARM_MANIFEST_URL = '/warm-manifest.json'

interface WarmManifest {
  chunks: string[]
  catalogs: Record<string, string>
}

function isWarmManifest(value: unknown): value is WarmManifest {
  if (typeof value !== 'object' || value === null) return false
  const { chunks, catalogs } = value as Record<string, unknown>
  return (
    Array.isArray(chunks) &&
    chunks.every((chunk) => typeof chunk === 'string') &&
    typeof catalogs === 'object' &&
    catalogs !== null &&
    Object.values(catalogs).every((file) => typeof file === 'string')
  )
}

/** The URLs to warm for `locale`: every lazy chunk and the catalog of that language only. */
export function warmUrls(manifest: unknown, locale: string): string[] {
  if (!isWarmManifest(manifest)) return []
  const catalog = manifest.catalogs[locale]
  return [...manifest.chunks, ...(catalog === undefined ? [] : [catalog])].map((file) => `/${file}`)
}

/** Reads the build's warm manifest; none (a development server, offline) means nothing. */
export async function fetchWarmUrls(locale: string): Promise<string[]> {
  try {
    const response = await fetch(WARM_MANIFEST_URL, { cache: 'no-cache' })
    return response.ok ? warmUrls(await response.json(), locale) : []
  } catch {
    return []
  }
}
