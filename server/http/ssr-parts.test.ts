// The parts of server rendering that need no app: the code the page asks for after its first
// paint (ssr-code-loader.ts), the first photos put ahead of a part (ssr-head.ts), the router's
// route ids (scripts/route-manifest.ts) and the nonce in the CSP (ssr-reply.ts). What a
// rendered page is made of from them is ssr.test.ts's.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeIdOf } from '../../scripts/route-manifest'
import { codeAfterPaint } from './ssr-code-loader'
import { firstPhotos } from './ssr-head'
import { withScriptNonce } from './ssr-reply'

describe("a page's route links", () => {
  it('leave the head without code, which the page asks for after its first paint', () => {
    const { page, code } = codeAfterPaint(
      '<head><link rel="stylesheet" href="/a.css"><script type="module" crossorigin ' +
        'src="/assets/index.js"></script><link rel="modulepreload" crossorigin ' +
        'href="/assets/chunks/framework.js"><link rel="modulepreload" crossorigin ' +
        'href="/assets/chunks/members.js"></head><body>',
    )
    expect(page).toBe('<head><link rel="stylesheet" href="/a.css"></head><body>')
    expect(code).toEqual({
      entry: '/assets/index.js',
      preloads: ['/assets/chunks/framework.js', '/assets/chunks/members.js'],
    })
    expect(codeAfterPaint('<head></head>').code).toEqual({ entry: null, preloads: [] })
  })

  it('leave a part that starts with no photo as it came, to the byte', () => {
    // "ł" is two bytes in UTF-8: a part may end between them.
    const bytes = new TextEncoder().encode('<link rel="preload" as="image" href="/x"/><p>ł')
    const cut = bytes.subarray(0, bytes.length - 1)
    expect(firstPhotos(cut)).toEqual({ photos: '', rest: Buffer.from(cut) })
    const part = Buffer.concat([
      Buffer.from('<link rel="preload" as="image" href="/p.jpg" fetchPriority="high"/>'),
      cut,
    ])
    const { photos, rest } = firstPhotos(part)
    expect(photos).toBe('<link rel="preload" as="image" href="/p.jpg" fetchPriority="high"/>')
    expect(rest.equals(Buffer.from(cut))).toBe(true)
  })

  it("use the router's ids: every route file's id is in the generated route tree", () => {
    const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
    const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
    const ids = new Set([...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]))
    const root = new URL('../../src/routes/', import.meta.url).pathname
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx$/.test(file) && !file.split('/').some((part) => part.startsWith('-')),
    )
    expect(files.length).toBeGreaterThan(30)
    for (const file of files.filter((file) => file !== '__root.tsx'))
      expect(ids, file).toContain(routeIdOf(file))
    expect(routeIdOf('members/index.tsx')).toBe('/members/')
    expect(routeIdOf('index.tsx')).toBe('/')
  })
})

describe('withScriptNonce', () => {
  it('adds the nonce to script-src, or makes one where there is none', () => {
    expect(withScriptNonce("default-src 'self';script-src 'self';img-src 'self'", 'abc')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc';img-src 'self'",
    )
    expect(withScriptNonce("default-src 'self'", 'abc')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc'",
    )
  })
})
