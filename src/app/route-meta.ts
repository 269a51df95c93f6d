// What every route declares in its staticData: who may open it (spec §2: required by
// default), which of the four layouts frames it (default by default), and a name when the
// spec's route name differs from the one derived from the path.
import type { AuthMode } from '../features/auth'

export type Layout = 'chat' | 'default' | 'empty' | 'lander'

export interface RouteMeta {
  auth?: AuthMode
  layout?: Layout | ((params: Record<string, string>) => Layout)
  /** One route for several of the spec's names (/pages/$name: pages-service, …) names each. */
  name?: string | ((params: Record<string, string | undefined>) => string)
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface StaticDataRouteOption extends RouteMeta {}
}
