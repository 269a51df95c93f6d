// The import graph's two rules, part of `npm run lint` (ESLint's import-x/no-cycle skips
// type-only imports, and sees files, not the layers they make up):
// 1. No circle of files: no file reaches itself through its imports, type-only and dynamic
//    imports included (a type-only circle still means two modules that cannot be understood
//    one without the other).
// 2. No circle of parts: the parts are the server's folders (each area of server/domain/ on its
//    own, each other folder of server/, each file at server/'s top) and the client's (each
//    feature, each other folder of src/). Parts that import each other have no order, so one
//    of them imports a layer above its own.
// Tests are left out: a test may import what it checks from anywhere.
import ts from 'typescript'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
const TREES = ['src', 'server', 'sw']
const SKIP = /(\.test\.tsx?|\.spec\.tsx?|\.d\.ts|routeTree\.gen\.ts)$/
const SKIP_DIRS = new Set(['node_modules', 'locales-compiled', 'test'])

function sourceFiles(dir) {
  const files = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) {
      if (!SKIP_DIRS.has(name)) files.push(...sourceFiles(path))
    } else if (/\.tsx?$/.test(name) && !SKIP.test(name)) files.push(path)
  }
  return files
}

const files = new Set(TREES.flatMap(sourceFiles))

/** The file a relative specifier names, if it is one of ours. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = join(dirname(from), specifier).replace(/\.js$/, '')
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (files.has(candidate)) return candidate
  return null
}

/** Every import of a file: static, type-only, re-exports and import() calls. */
function importsOf(file) {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const { importedFiles } = ts.preProcessFile(text, true, true)
  return [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)))].filter(
    (target) => target !== null,
  )
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function circles(graph) {
  let index = 0
  const indices = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  function visit(node) {
    indices.set(node, index)
    low.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)))
    }
    if (low.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return found
}

/** The shortest way from `start` back to itself (breadth first), as a list of nodes. */
function shortestLoop(start, next) {
  const previous = new Map()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of next(node)) {
      if (target === start) {
        const way = [start]
        for (let at = node; at !== start; at = previous.get(at)) way.splice(1, 0, at)
        return [...way, start].join(' -> ')
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return start
}

/** The part a file belongs to (see the head of this file). */
function partOf(file) {
  const segments = file.split('/')
  if (segments[0] === 'server') {
    if (segments.length === 2) return file
    if (segments[1] === 'domain' && segments.length > 3) return segments.slice(0, 3).join('/')
    return segments.slice(0, 2).join('/')
  }
  if (segments[0] === 'src') {
    if (segments.length === 2) return file
    if (segments[1] === 'features' && segments.length > 3) return segments.slice(0, 3).join('/')
    return segments.slice(0, 2).join('/')
  }
  return segments[0]
}

const fileGraph = new Map([...files].map((file) => [file, importsOf(file)]))
const partGraph = new Map()
const ties = new Map()
for (const [file, targets] of fileGraph) {
  const from = partOf(file)
  if (!partGraph.has(from)) partGraph.set(from, new Set())
  for (const target of targets) {
    const to = partOf(target)
    if (to === from) continue
    partGraph.get(from).add(to)
    const key = `${from} -> ${to}`
    if (!ties.has(key)) ties.set(key, [])
    ties.get(key).push(`${relative('.', file)} -> ${target}`)
  }
}

const problems = []
for (const circle of circles(fileGraph))
  problems.push(`A circle of files:\n${circle.map((file) => `  ${file}`).join('\n')}`)
for (const circle of circles(partGraph)) {
  const members = new Set(circle)
  const loops = new Set(
    circle.map((start) =>
      shortestLoop(start, (part) => [...partGraph.get(part)].filter((next) => members.has(next))),
    ),
  )
  const lines = [...loops].flatMap((text) => {
    const loop = text.split(' -> ')
    return [
      `  ${text}`,
      ...loop.slice(0, -1).map((from, i) => `    ${ties.get(`${from} -> ${loop[i + 1]}`)[0]}`),
    ]
  })
  problems.push(
    `A circle of ${circle.length} parts; its shortest loops, each with one import that ties it:\n${lines.join('\n')}`,
  )
}

if (problems.length > 0) {
  console.error(`import graph: ${problems.length} circle(s)\n\n${problems.join('\n\n')}`)
  process.exit(1)
}
console.log(`import graph: ${files.size} files, ${partGraph.size} parts, no circle`)
