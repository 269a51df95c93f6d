import 'fake-indexeddb/auto'
import { cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from './db'
import { useLiveQuery } from './live-query'
import { testCard } from '../test/fixtures'

afterEach(async () => {
  cleanup()
  await db.clearAll()
})

function Name({ id }: { id: number }) {
  const profile = useLiveQuery(async () => (await db.profiles.get(id)) ?? null, [id])
  return <p>{profile === undefined ? 'reading' : (profile?.name ?? 'none')}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ?? this.props.children
  }
}

describe('useLiveQuery', () => {
  it('is undefined until the first answer, then follows every write', async () => {
    render(<Name id={42} />)
    expect(screen.getByText('reading')).toBeTruthy()
    await screen.findByText('none')
    await db.profiles.put({ ...testCard({ name: 'Eva' }), cachedAt: 1 })
    await screen.findByText('Eva')
    await db.profiles.update(42, { name: 'Eva B' })
    await screen.findByText('Eva B')
  })

  it('keeps the last answer while it asks again for new deps', async () => {
    await db.profiles.bulkPut([
      { ...testCard({ name: 'Eva' }), cachedAt: 1 },
      { ...testCard({ id: 43, name: 'Bo' }), cachedAt: 1 },
    ])
    const { rerender } = render(<Name id={42} />)
    await screen.findByText('Eva')
    rerender(<Name id={43} />)
    expect(screen.queryByText('reading')).toBeNull()
    await screen.findByText('Bo')
  })

  it('throws a failed query into the error boundary', async () => {
    // React reports the error it caught: expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Failing() {
      useLiveQuery(() => Promise.reject(new Error('read failed')), [])
      return <p>fine</p>
    }
    render(
      <Boundary>
        <Failing />
      </Boundary>,
    )
    await screen.findByText('read failed')
    report.mockRestore()
  })
})
