// Vite builds the React app and the service worker. Every non-entry chunk goes to
// assets/chunks/; the precache takes only the shell — index.html, the entry, the chunks
// index.html preloads, styles, icons — and route chunks and locale catalogs are cached at
// run time when used (see sw/ and STYLE.md, excalidraw habit).
import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './src/app/manifest'
import { routeChunks, routeManifest, warmManifest } from './scripts/route-manifest'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001'

/** The entry and what it imports: every page has them before it can import anything lazily. */
const ENTRY_CHUNKS = /^assets\/(index|chunks\/(rolldown-runtime|framework|session))-[\w-]+\.js$/
/** The background's helpers (see groups), which every page imports right after its first render. */
const BACKGROUND_CHUNKS = /\/chunks\/member-sync-[\w-]+\.js$/
const BACKGROUND = /\/chunks\/background-[\w-]+\.js$/

/**
 * The server's bundle (`vite build --ssr src/entry-server.tsx`, to dist-ssr/): the same
 * routes, components and catalogs, run by the Fastify server (server/http/ssr.ts); no worker,
 * no manifests, no chunk groups. The packages are bundled in, built for production: left
 * external, React and the router were the development builds whenever the server ran without
 * NODE_ENV=production (`npm start`), and rendering cost five times as much.
 */
const ssrConfig = defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  define: {
    __APP_PACKAGE__: JSON.stringify(process.env.npm_package_name ?? 'klik'),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  ssr: { noExternal: true },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: { output: { format: 'es', entryFileNames: '[name].js' } },
  },
})

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig))

const clientConfig = defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // route-manifest.json: the server answers paths no route matches with 404.
    routeManifest(),
    // warm-manifest.json: lazy chunks and catalogs the worker caches after the first load.
    warmManifest(),
    // route-chunks.json: a rendered page's route code and styles, in its <head>.
    routeChunks(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      injectManifest: {
        // The shell only: entry chunks, styles, icons. Lazy route chunks and locale
        // catalogs are cached at run time.
        // The manifest and its icons are added by the plugin itself.
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css}',
          'logo.svg',
          'favicon-32.png',
          'apple-touch-icon.png',
        ],
        manifestTransforms: [
          (entries) => {
            const html = readFileSync('dist/index.html', 'utf8')
            const shell = entries.filter(
              (entry) =>
                !entry.url.startsWith('assets/words/') &&
                (!entry.url.startsWith('assets/chunks/') || html.includes(`/${entry.url}`)),
            )
            return { manifest: shell, warnings: [] }
          },
        ],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_PACKAGE__: JSON.stringify(process.env.npm_package_name ?? 'klik'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target knows <link rel="modulepreload">. A lazy chunk's
    // preload list leaves out the chunks every page already has: those the entry imports, and
    // the background's helpers (but for the background itself). Each list and the entry's
    // table of file names would otherwise repeat them, some 350 bytes of the start-up JS. A
    // chunk left out is still loaded when needed (a static import), only not in advance.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter(
              (dep) =>
                !ENTRY_CHUNKS.test(dep) && (BACKGROUND.test(file) || !BACKGROUND_CHUNKS.test(dep)),
            )
          : deps,
    },
    rollupOptions: {
      output: {
        // zxcvbn and its word lists (lib/password-strength.ts, some 300 KB compressed for one
        // language) go to assets/words/: neither the precache nor the worker's warming nor its
        // run-time cache takes them, so only a member typing a new password downloads them.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('@zxcvbn-ts'))
            ? 'assets/words/[name]-[hash].js'
            : 'assets/chunks/[name]-[hash].js',
        // The emoji picker's data, one file per language (src/features/chats/emoji-picker.ts):
        // named by language, outside assets/chunks/ so neither the precache nor the warm
        // manifest takes them; the picker stores the one it uses in IndexedDB.
        assetFileNames: (asset) => {
          const locale = asset.originalFileNames
            .map((file) => /emoji-picker-element-data\/([\w-]+)\/cldr\/data\.json$/.exec(file)?.[1])
            .find(Boolean)
          return locale ? `assets/emoji/${locale}-[hash][extname]` : 'assets/[name]-[hash][extname]'
        },
        // React, the router, Jotai and Lingui in one chunk every page loads at start: left to
        // itself the bundler cuts them into a dozen small preloads, which compress worse
        // (the start-up JS of '/' has a 110 KB gzip budget, bench/bundle.ts).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|@lingui[\\/](core|react)|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
            // The session, the API client and the small modules they share with the routes,
            // all needed at start: one chunk rather than seven tiny ones (each a request and
            // a gzip frame of its own). Not the session helpers only lazy chunks use
            // (credits.ts, member-call.ts, user-polling.ts, engagement.ts): see sync. The live
            // channel's cursor and the first answers, which the channel expires, are here, not
            // in member-sync beside the channel: a rendered page uses both while it hydrates.
            {
              name: 'session',
              test: /src[\\/](session[\\/](?!credits\.ts|member-call\.ts|user-polling\.ts|engagement\.ts)|api[\\/](client|errors|boot-answers|first-answers|live-cursor)\.ts|lib[\\/](store|storage|storage-keys|affiliate|cookies)\.ts|contract[\\/](boot|locale-codes|template-codes|session-hint|page-names)\.ts)/,
            },
            // What the member's background work (app/background.ts: the live channel, the
            // user job) shares with the likes and chats features (the sync helper, the
            // member-call and balance helpers, the worker protocol; the engagement signal
            // they share with the PWA side): one chunk rather than six small ones. Nothing
            // the entry imports may match, or the chunk would load at start.
            // The shop (features/credits) and the split components of its routes: one chunk
            // rather than one per route, so the entry's chunk table (every file name a hash
            // gzip cannot shrink) gains one name, not nine. Only the `?tsr-split` modules: the
            // route definitions themselves are in the entry's route tree.
            {
              name: 'shop',
              test: /src[\\/](features[\\/]credits[\\/]|routes[\\/](credits|premium|pricing|transactions|test-checkout)\b[^?]*\?tsr-split)/,
              // Its own modules only: what it shares with the shell (ui, api, lib) stays where
              // it was, or the shell would load this chunk at start. Nothing outside the shop
              // imports the shop, so no chunk cycle can arise.
              includeDependenciesRecursively: false,
            },
            // The site's pages (features/pages, with the worker's cache names and the session
            // cookie's name its cookie list shows) and the split component of /pages/$name: one
            // chunk, as the shop's. Its own modules only. (The route's check of its name, contract/page-names, is the
            // session's: it runs at start.)
            {
              name: 'pages',
              test: /src[\\/](features[\\/]pages[\\/]|routes[\\/]pages[\\/][^?]*\?tsr-split)|sw[\\/]runtime-names\.ts|contract[\\/]session-cookie\.ts/,
              includeDependenciesRecursively: false,
            },
            // The landers and the match finder (features/landers) with the pages of their three
            // routes (routes/-landers/pages.tsx, one lazy module): one chunk, as the shop's, so
            // the entry's chunk table gains one name, not four. Its own modules only.
            {
              name: 'landers',
              test: /src[\\/](features[\\/]landers[\\/]|routes[\\/]-landers[\\/]pages)/,
              includeDependenciesRecursively: false,
            },
            // The case forms (features/cases: contact form, report dialog) and the split
            // component of /complaints: one chunk, as the pages', loaded by /complaints, by
            // the service page's form and by the first report. Its own modules only.
            {
              name: 'cases',
              test: /src[\\/](features[\\/]cases[\\/]|routes[\\/]complaints\.tsx\?tsr-split)/,
              includeDependenciesRecursively: false,
            },
            // What the pages share with the background: the sync helper, the member-call,
            // balance and engagement helpers, the match finder's answers (lib/match-choices,
            // read by the search and listed on the cookie page), the profile fields' names
            // (a member's page lists them), the contract's rules (the limits a form shows,
            // contract/rules.ts), the live channel's route and the worker's messages (the PWA
            // side's, sw/protocol.ts: every page loads it). Zod-free, and apart from
            // member-sync, whose live channel parses its events with the contract's schemas:
            // there they made /members and a member's page build every schema of the contract
            // before they could hydrate (a long task on a phone). Its own modules only.
            {
              name: 'sync',
              test: /(src[\\/](api[\\/]sync|session[\\/](credits|member-call|engagement)|lib[\\/]match-choices|contract[\\/](profile-field-names|rules|routes[\\/]events))|sw[\\/]protocol)\.ts/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'member-sync',
              test: /src[\\/](api[\\/]live|session[\\/]user-polling)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
})
