// The operator's guide shows the HAProxy configuration that `npm run bench -- scale` runs:
// deploy/haproxy.cfg, word for word, so what is measured is what an operator copies.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('docs/operations.md', () => {
  it('holds deploy/haproxy.cfg as it is', () => {
    const config = readFileSync('deploy/haproxy.cfg', 'utf8').trimEnd()
    const guide = readFileSync('docs/operations.md', 'utf8')
    expect(guide).toContain(`\`\`\`haproxy\n${config}\n\`\`\``)
  })
})
