// Serves the built client from STATIC_DIR and uploaded media from the media store: its
// directory (DATA_DIR/media) through @fastify/static, or, with S3, each object streamed from
// the bucket, so every process serves every photo (media-route.ts).
// Vite hashes everything under /assets/, so those files never change and are cached for a
// year; every other file (index.html, sw.js, manifest.webmanifest, registerSW.js, icons) must
// be revalidated, or a new release would not reach members.
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { LocalMediaStore } from '../domain/media/storage/local-media-store'
import { isPublicMediaKey, type MediaStore } from '../domain/media/storage/media-store'
import { storedMediaRoute } from './media-route'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

export interface StaticPluginOptions {
  staticDir: string
  media: MediaStore
}

export const staticPlugin = fp<StaticPluginOptions>(
  async (app: FastifyInstance, { staticDir, media }) => {
    if (!existsSync(path.join(staticDir, 'index.html'))) {
      app.log.warn(
        `STATIC_DIR ${staticDir} has no index.html: run \`npm run build\` to serve the client`,
      )
    }
    const assetsDir = path.join(staticDir, 'assets') + path.sep
    await app.register(fastifyStatic, {
      root: staticDir,
      cacheControl: false,
      // The directory may appear later (a build while the server runs); no warning at boot.
      suppressWarning: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE)
      },
    })

    // Browsers and crawlers ask for /favicon.ico whatever the page's <link rel="icon"> says
    // (a JSON answer, a PDF, an old bookmark): the 32 px icon, a PNG, which all of them read.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => {
      reply.header('cache-control', REVALIDATE)
      return reply.type('image/png').sendFile('favicon-32.png')
    })

    if (!(media instanceof LocalMediaStore)) {
      storedMediaRoute(app, media)
      return
    }
    mkdirSync(media.root, { recursive: true })
    await app.register(fastifyStatic, {
      root: media.root,
      prefix: '/media/',
      decorateReply: false,
      // Chat photos are in the store too, and reach only their conversation's members.
      allowedPath: (pathName) => isPublicMediaKey(pathName.replace(/^\/+/, '')),
      cacheControl: false,
      setHeaders: (reply) => {
        // Media file names change with their content. A CDN (cdn_prefix) serves them to
        // pages on another origin, which helmet's default same-origin policy would block.
        reply.header('cache-control', IMMUTABLE)
        reply.header('cross-origin-resource-policy', 'cross-origin')
      },
    })
  },
  { name: 'klik-static' },
)
