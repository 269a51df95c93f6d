// Two small files written beside index.html at build:
// - route-manifest.json: the client's route patterns for the server's 404 handler
//   (server/http/client-routes.ts), the full paths of the router's generated tree;
// - warm-manifest.json: the lazy chunks (routes, their styles) and each language's catalog,
//   which the page has the service worker cache in the background after the first load, so
//   every route opens offline without making the install precache bigger.
import { readFileSync } from 'node:fs'
import type { Plugin, Rolldown } from 'vite'
import { PAGE_NAMES } from '../src/contract/page-names'
import type { RouteChunks } from '../src/contract/ssr'

/**
 * Routes whose parameter takes only known values, written out value by value, so the server
 * answers 404 for any other (/pages/$name: only the site's seven pages exist).
 */
const CLOSED_PARAMS: Record<string, readonly string[]> = {
  '/pages/$name': PAGE_NAMES.map((name) => `/pages/${name}`),
}

/** The keys of `FileRoutesByFullPath` in src/routeTree.gen.ts. */
export function routePatterns(treeFile: string): string[] {
  const tree = readFileSync(treeFile, 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1]
  if (!block) throw new Error(`${treeFile}: no FileRoutesByFullPath interface`)
  const routes = [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '')
  if (!routes.includes('/')) throw new Error(`${treeFile}: the route tree has no '/'`)
  return routes.flatMap((route) => CLOSED_PARAMS[route] ?? [route])
}

/** A Vite plugin that emits route-manifest.json. */
export function routeManifest(treeFile = 'src/routeTree.gen.ts'): Plugin {
  return {
    name: 'klik-route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-manifest.json',
        source: JSON.stringify({ routes: routePatterns(treeFile) }),
      })
    },
  }
}

export interface WarmManifest {
  chunks: string[]
  catalogs: Record<string, string>
}

/** A Vite plugin that emits warm-manifest.json from the bundle. */
export function warmManifest(): Plugin {
  return {
    name: 'klik-warm-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const manifest: WarmManifest = { chunks: [], catalogs: {} }
      for (const file of Object.values(bundle)) {
        if (!file.fileName.startsWith('assets/chunks/')) continue
        const locale =
          file.type === 'chunk'
            ? /locales\/(\w+)\/messages\.po$/.exec(file.facadeModuleId ?? '')?.[1]
            : undefined
        if (locale) manifest.catalogs[locale] = file.fileName
        else manifest.chunks.push(file.fileName)
      }
      manifest.chunks.sort()
      this.emitFile({
        type: 'asset',
        fileName: 'warm-manifest.json',
        source: JSON.stringify(manifest),
      })
    },
  }
}

/**
 * The router's id of a route file under src/routes (TanStack's file naming): `index` is the
 * folder's own route ('members/index.tsx' → '/members/'), `[x]` escapes a character.
 */
export function routeIdOf(file: string): string {
  const path = file.replace(/\.tsx?$/, '').replace(/(^|\/)index$/, '$1')
  return `/${path.replace(/\[(.)\]/g, '$1')}`
}

/**
 * A Vite plugin that emits route-chunks.json: for each route, its lazy chunks (the router's
 * code splitting), every chunk they import that the entry does not, and their styles. The
 * server puts them in a rendered page's <head> (server/http/ssr.ts), so the route's code
 * loads beside the entry and its styles are there before the first paint.
 */
export function routeChunks(): Plugin {
  return {
    name: 'klik-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>()
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file)
      const closure = (start: string, into: Set<string>, skip: ReadonlySet<string>) => {
        if (into.has(start) || skip.has(start)) return
        into.add(start)
        for (const imported of chunks.get(start)?.imports ?? []) closure(imported, into, skip)
      }
      /**
       * The styles of `start` and the chunks it imports, in the cascade's order: what a chunk
       * imports before its own, as Vite's preload links them in the browser. A page's own
       * rules come after the shared ones they override: sorted by name, the cards' shared grid
       * (use-member-place-*.css) came after the search's two columns on a phone (members-*.css),
       * and a rendered /members showed one card a row until the app drew it again.
       */
      const stylesOf = (
        start: string,
        into: string[],
        seen: Set<string>,
        skip: ReadonlySet<string>,
      ) => {
        if (seen.has(start) || skip.has(start)) return
        seen.add(start)
        const chunk = chunks.get(start)
        for (const imported of chunk?.imports ?? []) stylesOf(imported, into, seen, skip)
        for (const style of chunk?.viteMetadata?.importedCss ?? [])
          if (!into.includes(style)) into.push(style)
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
      if (!entry) throw new Error('route-chunks: the build has no entry chunk')
      const initial = new Set<string>()
      closure(entry.fileName, initial, new Set())

      const manifest: RouteChunks = { routes: {}, parts: { 'card-actions': { css: [] } } }
      const addChunk = (id: string, chunk: Rolldown.OutputChunk) => {
        const js = new Set(manifest.routes[id]?.js)
        closure(chunk.fileName, js, initial)
        const css = [...(manifest.routes[id]?.css ?? [])]
        stylesOf(chunk.fileName, css, new Set(), initial)
        manifest.routes[id] = { js: [...js].sort(), css }
      }
      const chunkOf = new Map<string, Rolldown.OutputChunk>()
      for (const chunk of chunks.values())
        for (const moduleId of chunk.moduleIds) chunkOf.set(moduleId, chunk)
      for (const chunk of chunks.values()) {
        for (const moduleId of chunk.moduleIds) {
          // A route's split components are in a chunk of their own or in a group's (the
          // shop's, the pages'): any chunk holding one of the route's `?tsr-split` modules.
          const split = /\/src\/routes\/(.+?\.tsx?)\?tsr-split/.exec(moduleId)?.[1]
          if (split) addChunk(routeIdOf(split), chunk)
          // A route whose component comes from a lazy module of the routes' own (-landers/
          // load.ts: one import() for three routes): the chunks that module loads. Without
          // them a rendered lander had no styles until its script came, and moved (CLS 1).
          const file = /\/src\/routes\/([^-?][^?]*\.tsx?)$/.exec(moduleId)?.[1]
          if (!file) continue
          for (const local of this.getModuleInfo(moduleId)?.importedIds ?? []) {
            if (!/\/src\/routes\/-[^/]+\//.test(local)) continue
            for (const lazy of this.getModuleInfo(local)?.dynamicallyImportedIds ?? []) {
              const target = chunkOf.get(lazy)
              if (target) addChunk(routeIdOf(file), target)
            }
          }
        }
      }
      // The member card's actions: their module's chunk and the chunks it loads lazily (the
      // like and chat buttons' features), with their styles.
      const actions = [...chunkOf.keys()].find((id) => /\/src\/app\/card-actions\.tsx$/.test(id))
      if (!actions) throw new Error('route-chunks: the build has no src/app/card-actions.tsx')
      const partCss: string[] = []
      const partSeen = new Set<string>()
      for (const id of [actions, ...(this.getModuleInfo(actions)?.dynamicallyImportedIds ?? [])]) {
        const chunk = chunkOf.get(id)
        if (chunk) stylesOf(chunk.fileName, partCss, partSeen, initial)
      }
      manifest.parts['card-actions'].css = partCss
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        source: JSON.stringify(manifest),
      })
    },
  }
}
