import { describe, expect, it } from 'vitest'
import { shellClassName } from './shell-class'

describe('shellClassName', () => {
  it('marks the index page', () => {
    expect(shellClassName('boxy', false, 'index')).toBe('app template-boxy logged-out index')
  })
  it('names every other page', () => {
    expect(shellClassName('classic', true, 'members-memberId')).toBe(
      'app template-classic logged-in app-members-memberId-page',
    )
  })
})
