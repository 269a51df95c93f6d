// The contract's descriptors and the server agree: every endpoint of src/contract/endpoints.ts
// is a route in /api/docs (with DEV_TOOLS on) and every documented operation is a descriptor.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { EndpointDescriptor } from '../../src/contract/endpoint'
import * as endpoints from '../../src/contract/endpoints'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { loadOperations } from '../test/openapi'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ DEV_TOOLS: '1' })
})
afterAll(() => app.close())

it('documents exactly the contract endpoints', async () => {
  const documented = (await loadOperations(app)).map((operation) => operation.id).sort()
  const descriptors: EndpointDescriptor[] = Object.values(endpoints)
  const described = descriptors
    .map(
      ({ method, path, action }) =>
        `${method} ${path}${action === undefined ? '' : `?${action}=1`}`,
    )
    .sort()
  expect(documented).toEqual(described)
})
