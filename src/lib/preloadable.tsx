// React.lazy with a preload: once `preload()` has loaded the module, the component renders it
// at once instead of suspending. A lazy component always suspends on its first render, even
// when its module is loaded already; on a page the server rendered that leaves its Suspense
// boundary waiting to hydrate, and React drops a waiting boundary and draws it anew (the
// content vanishes and comes back: a layout shift) rather than wait. Before it is preloaded,
// or where it never is, it is React.lazy.
import { createElement, lazy, type ComponentType } from 'react'

export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>
  /** Loads the module (once); later renders use it without suspending. */
  preload: () => Promise<void>
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))
  const Component = (props: P) => createElement(loaded ?? Lazy, props)
  Component.preload = () => loadOnce().then(() => undefined)
  return Component
}
