// Two small files written beside index.html at build:
// - route-manifest.json: the client's route patterns for the server's 404 handler
//   (server/http/client-routes.ts), the full paths of the router's generated tree;
// - warm-manifest.json: the lazy chunks (routes, their styles) and each language's catalog,
//   which the page has the service worker cache in the background after the first load, so
//   every route opens offline without making the install precache bigger.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { PAGE_NAMES } from '../src/contract/page-names'

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
