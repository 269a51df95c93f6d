// The OpenAPI document of GET /api/docs as the guard tests read it: one operation per path ×
// method (routes told apart by a query flag are listed under it, e.g. /api/user.php?new=1), and
// a check of a JSON value against the part of JSON Schema the zod schemas turn into. The
// document's $refs to its shared components are resolved, so tests see each schema whole.
import { dereference } from '@readme/openapi-parser'
import type { App } from '../app'

export interface JsonSchema {
  type?: string
  nullable?: boolean
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  default?: unknown
  description?: string
}

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: JsonSchema
}

interface Content {
  schema?: JsonSchema
}

interface OperationObject {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, Content> }
  responses?: Record<string, { description?: string; content?: Record<string, Content> }>
}

interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, OperationObject>>
}

export interface Operation {
  /** e.g. "POST /api/user.php?new=1": how tests name it */
  id: string
  method: string
  /** the route's path, without the flag */
  path: string
  /** the query flag that selects the route (new, push, do, confirm), if any */
  flag: string | null
  query: Parameter[]
  /** the JSON body's schema; null when the operation documents none */
  body: JsonSchema | null
  /** status → schema of the documented answer (null: documented without a schema) */
  responses: Map<number, JsonSchema | null>
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])

/** Every operation /api/docs documents, in the document's order. */
export async function loadOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs' })
  if (response.statusCode !== 200) throw new Error(`/api/docs: ${response.statusCode}`)
  const doc = await dereference(response.json<OpenApiDocument>())
  const operations: Operation[] = []
  for (const [documented, item] of Object.entries(doc.paths)) {
    const [path = documented, query] = documented.split('?')
    const flag = query === undefined ? null : (query.split('=')[0] ?? null)
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const responses = new Map<number, JsonSchema | null>()
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        responses.set(Number(status), answer.content?.['application/json']?.schema ?? null)
      }
      operations.push({
        id: `${method.toUpperCase()} ${documented}`,
        method: method.toUpperCase(),
        path,
        flag,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        responses,
      })
    }
  }
  return operations
}

/** What is wrong with `value` under `schema` (empty when it conforms). */
export function schemaProblems(schema: JsonSchema, value: unknown, at = '$'): string[] {
  if (value === null && (schema.nullable === true || schema.type === 'null')) return []
  if (schema.enum !== undefined && !schema.enum.some((allowed) => allowed === value)) {
    return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`]
  }
  if ('const' in schema && schema.const !== value) return [`${at}: not ${String(schema.const)}`]
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives !== undefined) {
    const fits = alternatives.some((option) => schemaProblems(option, value, at).length === 0)
    if (!fits) return [`${at}: ${JSON.stringify(value)} fits none of the alternatives`]
  }
  const problems = (schema.allOf ?? []).flatMap((part) => schemaProblems(part, value, at))
  if (schema.type !== undefined && !hasType(schema.type, value)) {
    return [...problems, `${at}: ${JSON.stringify(value)} is not of type ${schema.type}`]
  }
  if (typeof value === 'string') problems.push(...stringProblems(schema, value, at))
  if (typeof value === 'number') problems.push(...numberProblems(schema, value, at))
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items
    value.forEach((item, index) => problems.push(...schemaProblems(items, item, `${at}[${index}]`)))
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    problems.push(...objectProblems(schema, value as Record<string, unknown>, at))
  }
  return problems
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'array':
      return Array.isArray(value)
    case 'integer':
      return Number.isInteger(value)
    case 'null':
      return value === null
    default:
      return typeof value === type
  }
}

function stringProblems(schema: JsonSchema, value: string, at: string): string[] {
  const problems: string[] = []
  const length = [...value].length
  if (schema.minLength !== undefined && length < schema.minLength) problems.push(`${at}: too short`)
  if (schema.maxLength !== undefined && length > schema.maxLength) problems.push(`${at}: too long`)
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    problems.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`)
  }
  return problems
}

function numberProblems(schema: JsonSchema, value: number, at: string): string[] {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema
  const below =
    minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum)
  const above =
    maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum)
  const belowExclusive = typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum
  const aboveExclusive = typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum
  return below || above || belowExclusive || aboveExclusive ? [`${at}: ${value} out of range`] : []
}

function objectProblems(schema: JsonSchema, value: Record<string, unknown>, at: string): string[] {
  const problems: string[] = []
  const properties = schema.properties ?? {}
  for (const key of schema.required ?? []) {
    if (!(key in value)) problems.push(`${at}.${key}: missing`)
  }
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key]
    if (property !== undefined) problems.push(...schemaProblems(property, item, `${at}.${key}`))
    else if (schema.additionalProperties === false) problems.push(`${at}.${key}: not allowed`)
    else if (typeof schema.additionalProperties === 'object') {
      problems.push(...schemaProblems(schema.additionalProperties, item, `${at}.${key}`))
    }
  }
  return problems
}
