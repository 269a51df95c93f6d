// The schemas /api/docs lists once under components.schemas and references with $ref from
// every call that answers or takes them. fastify-type-provider-zod turns a schema that has an
// `id` in zod's global registry into a $ref (and the registry into components); the ids are
// given here, on the server, so the contract stays free of documentation names.
import { z } from 'zod'
import { adminCaseSchema } from '../../src/contract/admin'
import { errorBodySchema } from '../../src/contract/errors'
import { memberCardSchema } from '../../src/contract/members'
import { transactionSchema } from '../../src/contract/shop'
import { imageSchema, userResponseSchema } from '../../src/contract/user'

/** component name → schema. Names are PascalCase and unique; input copies get "Input" added. */
export const DOCUMENT_COMPONENTS: Readonly<Record<string, z.ZodType>> = {
  ErrorBody: errorBodySchema,
  User: userResponseSchema,
  Image: imageSchema,
  MemberCard: memberCardSchema,
  Transaction: transactionSchema,
  AdminCase: adminCaseSchema,
}

/** Gives each component its id in zod's global registry, keeping its description. Idempotent. */
export function registerDocumentComponents(
  components: Readonly<Record<string, z.ZodType>> = DOCUMENT_COMPONENTS,
): void {
  for (const [id, schema] of Object.entries(components)) {
    const meta = z.globalRegistry.get(schema)
    const taken = z.globalRegistry._idmap.get(id)
    if (taken !== undefined && taken !== schema) {
      throw new Error(`The OpenAPI component id ${id} is already another schema’s`)
    }
    z.globalRegistry.add(schema, { ...meta, id })
  }
}

const COMPONENT_REF = '#/components/schemas/'

/**
 * The document without the components no call reaches. The zod transform writes every id of
 * the registry twice, as answered (ErrorBody) and as sent (ErrorBodyInput); most are one only.
 */
export function withoutUnusedComponents<D extends object>(document: D): D {
  if (!('components' in document) || !isRecord(document.components)) return document
  const schemas = document.components.schemas
  if (!isRecord(schemas)) return document
  const used = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit)
    } else if (isRecord(value)) {
      const ref = value.$ref
      if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF)) {
        const name = ref.slice(COMPONENT_REF.length)
        if (!used.has(name)) {
          used.add(name)
          visit(schemas[name])
        }
      }
      Object.values(value).forEach(visit)
    }
  }
  visit({ ...document, components: { ...document.components, schemas: {} } })
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
  return { ...document, components: { ...document.components, schemas: kept } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
