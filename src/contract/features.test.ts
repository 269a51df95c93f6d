import { describe, expect, it } from 'vitest'
import { featuresFor, featuresSchema, type Features } from './features'

// Every flag as a path, so boxy can be checked as the exact opposite of classic.
function flags(features: Features): Record<string, unknown> {
  const { name: _name, ...groups } = features
  return Object.fromEntries(
    Object.entries(groups).flatMap(([group, values]) =>
      Object.entries(values).map(([flag, value]) => [`${group}.${flag}`, value]),
    ),
  )
}

describe('featuresFor', () => {
  it('gives classic the switches of spec §1', () => {
    expect(featuresFor('classic')).toMatchObject({
      name: 'classic',
      navigation: { hideMyHomeInUserActions: true },
      profileSearch: { searchAllCountries: true },
      memberDetails: { showCity: true },
      profileSearchProfile: { showStartConversation: true },
      chat: { showTopBar: true, showEmojiButton: true, showSidebar: false },
      myProfile: { showInterests: true, showHeaderImage: false },
      notifications: { hideHeader: true },
      footer: { showCopyright: true },
      signup: { fictionalProfileWarning: true },
    })
  })

  it('gives boxy the opposite of every boolean switch', () => {
    const classic = flags(featuresFor('classic'))
    const boxy = flags(featuresFor('boxy'))
    expect(featuresFor('boxy').name).toBe('boxy')
    for (const [flag, value] of Object.entries(classic)) {
      expect(boxy[flag], flag).toBe(typeof value === 'boolean' ? !value : value)
    }
  })

  it('applies single-flag overrides and stays valid', () => {
    const features = featuresFor('classic', {
      chat: { showSidebar: true },
      ui: { toastPosition: 'bottom-center' },
    })
    expect(features.chat).toEqual({ showTopBar: true, showEmojiButton: true, showSidebar: true })
    expect(features.ui.toastPosition).toBe('bottom-center')
    expect(featuresSchema.parse(features)).toEqual(features)
  })
})
