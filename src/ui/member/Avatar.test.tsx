import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar, initials } from './Avatar'

afterEach(cleanup)

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('Anna Maria de Vries')).toBe('AM')
    expect(initials('  eva ')).toBe('E')
    expect(initials('Łucja')).toBe('Ł')
    expect(initials('')).toBe('')
  })
})

describe('Avatar', () => {
  const photo = { filename: 'demo/a.webp', thumb_filename: 'demo/a-t.webp' }

  it('shows the thumbnail, and the initials once it cannot load', () => {
    const { container } = render(<Avatar image={photo} name="Sanne Bakker" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/media/demo/a-t.webp')
    fireEvent.error(img!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('SB')
  })

  it("loads the first screen's photo at once and high, a later frame's low", () => {
    const first = render(<Avatar image={photo} priority />).container.querySelector('img')
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ])
    cleanup()
    const later = render(<Avatar image={photo} later />).container.querySelector('img')
    expect([later?.getAttribute('loading'), later?.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'low',
    ])
  })

  it('shows the initials without a photo, a silhouette without a name', () => {
    expect(render(<Avatar image={null} name="eva" />).container.textContent).toBe('E')
    cleanup()
    const { container } = render(<Avatar image={null} />)
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
