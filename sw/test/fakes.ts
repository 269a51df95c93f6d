// Fakes of the worker's platform for unit tests (Mastodon's habit: worker modules tested
// against a fake Cache): CacheStorage with in-memory caches, window clients that record
// what they were sent, and a registration that records its notifications.

export class FakeCache {
  readonly entries = new Map<string, string>()
  /** Every URL add() fetched, in order. */
  readonly fetched: string[] = []
  /** URLs whose fetch fails (offline, a 404). */
  readonly failing = new Set<string>()

  match(url: string): Promise<Response | undefined> {
    const body = this.entries.get(url)
    return Promise.resolve(body === undefined ? undefined : new Response(body))
  }

  add(url: string): Promise<void> {
    this.fetched.push(url)
    if (this.failing.has(url)) return Promise.reject(new TypeError('Failed to fetch'))
    this.entries.set(url, `body of ${url}`)
    return Promise.resolve()
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>()

  constructor(names: string[] = []) {
    for (const name of names) this.caches.set(name, new FakeCache())
  }

  open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name)
    if (!cache) {
      cache = new FakeCache()
      this.caches.set(name, cache)
    }
    return Promise.resolve(cache)
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name))
  }

  /** Typed as the real thing for the modules under test. */
  get asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage
  }
}

export class FakeWindowClient {
  readonly received: unknown[] = []
  focusCalls = 0

  constructor(
    readonly url: string,
    readonly focused = false,
  ) {}

  postMessage(message: unknown): void {
    this.received.push(message)
  }

  focus(): Promise<FakeWindowClient> {
    this.focusCalls += 1
    return Promise.resolve(this)
  }
}

export class FakeClients {
  readonly opened: string[] = []
  readonly queries: unknown[] = []

  constructor(readonly windows: FakeWindowClient[] = []) {}

  matchAll(options?: unknown): Promise<FakeWindowClient[]> {
    this.queries.push(options)
    return Promise.resolve(this.windows)
  }

  openWindow(url: string): Promise<null> {
    this.opened.push(url)
    return Promise.resolve(null)
  }

  get asClients(): Clients {
    return this as unknown as Clients
  }
}

export class FakeRegistration {
  readonly shown: Array<{ title: string; options: NotificationOptions | undefined }> = []

  showNotification(title: string, options?: NotificationOptions): Promise<void> {
    this.shown.push({ title, options })
    return Promise.resolve()
  }
}

export function fakeBadgeNavigator() {
  const calls: Array<number | 'clear'> = []
  return {
    calls,
    setAppBadge: (count?: number) => {
      calls.push(count ?? 0)
      return Promise.resolve()
    },
    clearAppBadge: () => {
      calls.push('clear')
      return Promise.resolve()
    },
  }
}
