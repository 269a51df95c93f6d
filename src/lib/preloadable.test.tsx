import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('preloadable', () => {
  it('suspends like React.lazy until its module is in, then renders it', async () => {
    const Lazy = preloadable(() => Promise.resolve(Hello))
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Sanne" />
      </Suspense>,
    )
    expect(screen.getByText('waiting')).toBeTruthy()
    expect(await screen.findByText('Hello Sanne')).toBeTruthy()
  })

  it('renders at once, without suspending, once preloaded; loads its module once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello))
    const Lazy = preloadable(load)
    await Lazy.preload()
    await Lazy.preload()
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Joris" />
      </Suspense>,
    )
    expect(screen.queryByText('waiting')).toBeNull()
    expect(screen.getByText('Hello Joris')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
