// GET /api/docs (issue 29 §6): a document an OpenAPI parser accepts, with the schemas many
// calls share written once under components.schemas and referenced by $ref. Every error
// answer repeated the error body inline, which made the document 680 KB; it is 152 KB now.
import { compileErrors, validate } from '@readme/openapi-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../test/app'
import { DOCUMENT_COMPONENTS, registerDocumentComponents } from './openapi-components'

/**
 * A bound from the measured size (194 KB with DEV_TOOLS on, after issue 32's calls): the inline
 * error body adds 500.
 */
const MAX_BYTES = 215_000
const ERROR_BODY_REF = '#/components/schemas/ErrorBody'

interface Answer {
  content?: Record<string, { schema?: { $ref?: string } }>
}
interface Doc {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>
}

// DEV_TOOLS on: every operation the server can have is documented.
const app = await buildTestApp({ DEV_TOOLS: '1' })
afterAll(() => app.close())
const response = await app.inject({ url: '/api/docs' })
const doc = response.json<Doc>()

/** [operation, status, the answer's JSON schema] of every documented answer. */
const answers = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    Object.entries(operation.responses).map(
      ([status, answer]) =>
        [
          `${method.toUpperCase()} ${path}`,
          Number(status),
          answer.content?.['application/json']?.schema,
        ] as const,
    ),
  ),
)

describe('the OpenAPI document', () => {
  it('is served as JSON, below the size bound', () => {
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(Buffer.byteLength(response.body)).toBeLessThan(MAX_BYTES)
  })

  it('is valid OpenAPI, as @readme/openapi-parser reads it', async () => {
    const result = await validate(structuredClone(doc) as never)
    expect(result.valid ? '' : compileErrors(result)).toBe('')
    expect(result.warnings).toEqual([])
  })

  it('writes the error body once and every error answer refers to it', () => {
    expect(Object.keys(doc.components.schemas.ErrorBody?.properties ?? {})).toEqual(['error'])
    const errors = answers.filter(([, status]) => status >= 400)
    expect(errors.length).toBeGreaterThan(100)
    expect(errors.filter(([, , schema]) => schema?.$ref !== ERROR_BODY_REF)).toEqual([])
    // The codes' list, its longest part, appears once.
    expect(response.body.split('one of: validation_failed').length - 1).toBe(1)
  })

  it('lists each shared schema once and only those some call refers to', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(
      Object.keys(DOCUMENT_COMPONENTS).sort(),
    )
    for (const name of Object.keys(DOCUMENT_COMPONENTS)) {
      expect(response.body, name).toContain(`"$ref":"#/components/schemas/${name}"`)
    }
    const userAnswer = answers.find(
      ([operation, status]) => operation === 'GET /api/user.php' && status === 200,
    )
    expect(userAnswer?.[2]).toEqual({ $ref: '#/components/schemas/User' })
  })
})

describe('the component ids', () => {
  it('are given once, and one id never names two schemas', () => {
    registerDocumentComponents()
    expect(z.globalRegistry.get(DOCUMENT_COMPONENTS.ErrorBody!)?.id).toBe('ErrorBody')
    expect(() =>
      registerDocumentComponents({ ErrorBody: z.object({ other: z.string() }) }),
    ).toThrow('The OpenAPI component id ErrorBody is already another schema’s')
  })
})
