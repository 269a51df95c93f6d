// The client's route patterns for the server's 404 handler (server/http/client-routes.ts):
// the full paths of the router's generated tree, written beside index.html at build.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The keys of `FileRoutesByFullPath` in src/routeTree.gen.ts. */
export function routePatterns(treeFile: string): string[] {
  const tree = readFileSync(treeFile, 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1]
  if (!block) throw new Error(`${treeFile}: no FileRoutesByFullPath interface`)
  const routes = [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '')
  if (!routes.includes('/')) throw new Error(`${treeFile}: the route tree has no '/'`)
  return routes
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
