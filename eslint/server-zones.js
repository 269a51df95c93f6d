// The server's import zones, for eslint.config.js (import-x/no-restricted-paths).
//
// The server's layers, each importing only those below it: server/routes → server/plugins →
// server/http → server/domain → server/db. The configuration (config/) is read at the top
// (app, plugins, cli) and handed down as the few settings each part needs, so the domain and
// the database know no Config. The domain throws the typed errors of domain/api-error.ts,
// which the error handler answers. What a zone cannot say (no two areas of the domain, or
// folders of the server, importing each other, type-only imports included) the import graph
// check says (scripts/import-graph.mjs, part of npm run lint).
export const serverZones = [
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: 'The server imports only src/contract from src/.',
  },
  {
    target: './server/http',
    from: './server/plugins',
    message: 'http/ holds the pieces plugins are made of; it never imports a plugin.',
  },
  {
    target: './server/db',
    from: ['./server/routes', './server/domain'],
    message: 'The database layer imports nothing above it.',
  },
  {
    target: ['./server/http', './server/plugins', './server/domain', './server/db'],
    from: './server/routes',
    message: 'Nothing imports the route modules but server/routes/index.ts and app.ts.',
  },
]

// Not for tests: a test of the domain may build the app or read the configuration.
export const serverLayerZones = [
  {
    target: ['./server/domain', './server/db'],
    from: ['./server/http', './server/plugins', './server/config'],
    message:
      'The domain and the database know no HTTP, no plugin and no Config: take the settings you need as a parameter.',
  },
]
