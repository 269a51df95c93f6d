// Stack frames in a bundle are mapped back to its TypeScript; others are left as they are.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapStack, serializeError } from './stack-trace'

const root = mkdtempSync(path.join(tmpdir(), 'klik-stack-'))
const out = path.join(root, 'dist')
let frame: string

beforeAll(async () => {
  mkdirSync(path.join(root, 'src'))
  writeFileSync(
    path.join(root, 'src', 'boom.ts'),
    ['export function boom(reason: string): never {', '  throw new Error(reason)', '}', ''].join(
      '\n',
    ),
  )
  await build({
    entryPoints: [path.join(root, 'src', 'boom.ts')],
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
  })
  // Where `throw` landed in the bundle, as V8 would print it (1-based).
  const lines = readFileSync(path.join(out, 'boom.js'), 'utf8').split('\n')
  const line = lines.findIndex((text) => text.includes('throw new Error'))
  const column = (lines[line] as string).indexOf('throw')
  frame = `${pathToFileURL(path.join(out, 'boom.js')).href}:${line + 1}:${column + 1}`
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('mapStack', () => {
  it("maps a bundle's frames to the source, relative to the root", () => {
    const stack = `Error: no\n    at boom (${frame})\n    at ${frame}`
    expect(mapStack(stack, out, root)).toBe(
      'Error: no\n    at boom (src/boom.ts:2:3)\n    at src/boom.ts:2:3',
    )
  })

  it('leaves frames outside the bundle folder and bundles without a map as they are', () => {
    const elsewhere = '    at run (file:///srv/node_modules/fastify/lib/route.js:10:4)'
    expect(mapStack(elsewhere, out, root)).toBe(elsewhere)
    writeFileSync(path.join(out, 'plain.js'), 'export {}\n')
    const unmapped = `    at x (${path.join(out, 'plain.js')}:1:1)`
    expect(mapStack(unmapped, out, root)).toBe(unmapped)
  })

  it('serializes an error as pino does, with the stack mapped where it can be', () => {
    const error = new TypeError('bad')
    const serialized = serializeError(error)
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'bad' })
    expect(serialized.stack).toContain('TypeError: bad')
  })
})
