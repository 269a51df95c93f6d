// Runs one of ./loaders, by name, for a route's server-side loader. The route calls it only
// under `import.meta.env.SSR` with its own loader arguments (so the router still takes the
// route's parameter types from its path); in the browser nothing calls it, and the bundle
// holds none of ./loaders.
import type * as loaders from './loaders'
import type { LoaderArgs } from './loaders'

type Loaders = typeof loaders
type LoaderName = {
  [K in keyof Loaders]: Loaders[K] extends (args: LoaderArgs) => Promise<void> ? K : never
}[keyof Loaders]

export const ssrLoad = (name: LoaderName, args: LoaderArgs) =>
  import('./loaders').then((ssr) => ssr[name](args))
