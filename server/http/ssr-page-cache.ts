// The page cache of server-rendered pages (ssr.ts): visitors' pages kept for SSR_CACHE_MS and
// sent again under each response's own nonce; a member's page is never kept.

export interface RenderedPage {
  html: string
  /** The nonce its scripts carry; replaced by each response's own. */
  nonce: string
  status: number
}

/**
 * Visitors' rendered pages, each fresh for `ttlMs` (SSR_CACHE_MS): a page a thousand visitors
 * arrive on from the same ad is rendered once a second, not a thousand times. Past that, for
 * STALE_TTLS times as long, the page is still sent while one render in the background replaces
 * it (stale-while-revalidate), so no visitor after the first waits for a render; an older page
 * is rendered anew for its visitor. At most MAX_PAGES keys (a URL's query makes new ones), the
 * oldest dropped first.
 */
export class PageCache {
  static readonly MAX_PAGES = 500
  static readonly STALE_TTLS = 10
  readonly #pages = new Map<string, RenderedPage & { rendered: number }>()
  /** The keys being rendered in the background: one render each. */
  readonly #refreshing = new Set<string>()
  constructor(readonly ttlMs: number) {}

  get(key: string): (RenderedPage & { stale: boolean }) | undefined {
    const page = this.#pages.get(key)
    if (page === undefined) return undefined
    const age = performance.now() - page.rendered
    if (age <= this.ttlMs) return { ...page, stale: false }
    if (age <= this.ttlMs * PageCache.STALE_TTLS) return { ...page, stale: true }
    this.#pages.delete(key)
    return undefined
  }

  set(key: string, page: RenderedPage): void {
    this.#pages.delete(key)
    this.#pages.set(key, { ...page, rendered: performance.now() })
    if (this.#pages.size > PageCache.MAX_PAGES) {
      const oldest = this.#pages.keys().next().value
      if (oldest !== undefined) this.#pages.delete(oldest)
    }
  }

  /** Runs `render` for `key` unless one is running already; `render` must not reject. */
  refresh(key: string, render: () => Promise<void>): void {
    if (this.#refreshing.has(key)) return
    this.#refreshing.add(key)
    void render().finally(() => this.#refreshing.delete(key))
  }
}
