// Feature flags of the two site templates (spec §1). The classic switches are the spec's; boxy,
// the default design, is the opposite of each. A site may override single flags.
import { z } from './zod'
import { TEMPLATES, type Template } from './template-codes'

export { DESIGN_VERSION_COOKIE, isTemplate, TEMPLATES, type Template } from './template-codes'

export const templateSchema = z.enum(TEMPLATES)

export const TOAST_POSITIONS = [
  'top-start',
  'top-center',
  'top-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
] as const

const navigation = z.object({ hideMyHomeInUserActions: z.boolean() })
const ui = z.object({ toastPosition: z.enum(TOAST_POSITIONS) })
const signup = z.object({
  /** Warn that the profile may be fictional on the member-detail signup. */
  fictionalProfileWarning: z.boolean(),
})
const profileSearch = z.object({ searchAllCountries: z.boolean() })
const profileSearchProfile = z.object({ showStartConversation: z.boolean() })
const memberDetails = z.object({ showCity: z.boolean() })
const chat = z.object({
  showTopBar: z.boolean(),
  showEmojiButton: z.boolean(),
  showSidebar: z.boolean(),
})
const myProfile = z.object({ showInterests: z.boolean(), showHeaderImage: z.boolean() })
const notifications = z.object({ hideHeader: z.boolean() })
const footer = z.object({ showCopyright: z.boolean() })

export const featuresSchema = z.object({
  name: templateSchema,
  navigation,
  ui,
  signup,
  profileSearch,
  profileSearchProfile,
  memberDetails,
  chat,
  myProfile,
  notifications,
  footer,
})
export type Features = z.infer<typeof featuresSchema>

/** Per-site overrides: any group, any single flag. `name` follows the template. */
export const featureOverridesSchema = z.strictObject({
  navigation: navigation.partial().optional(),
  ui: ui.partial().optional(),
  signup: signup.partial().optional(),
  profileSearch: profileSearch.partial().optional(),
  profileSearchProfile: profileSearchProfile.partial().optional(),
  memberDetails: memberDetails.partial().optional(),
  chat: chat.partial().optional(),
  myProfile: myProfile.partial().optional(),
  notifications: notifications.partial().optional(),
  footer: footer.partial().optional(),
})
export type FeatureOverrides = z.infer<typeof featureOverridesSchema>

const CLASSIC: Features = {
  name: 'classic',
  navigation: { hideMyHomeInUserActions: true },
  ui: { toastPosition: 'top-end' },
  signup: { fictionalProfileWarning: true },
  profileSearch: { searchAllCountries: true },
  profileSearchProfile: { showStartConversation: true },
  memberDetails: { showCity: true },
  chat: { showTopBar: true, showEmojiButton: true, showSidebar: false },
  myProfile: { showInterests: true, showHeaderImage: false },
  notifications: { hideHeader: true },
  footer: { showCopyright: true },
}

const BOXY: Features = {
  name: 'boxy',
  navigation: { hideMyHomeInUserActions: false },
  ui: { toastPosition: 'top-end' },
  signup: { fictionalProfileWarning: false },
  profileSearch: { searchAllCountries: false },
  profileSearchProfile: { showStartConversation: false },
  memberDetails: { showCity: false },
  chat: { showTopBar: false, showEmojiButton: false, showSidebar: true },
  myProfile: { showInterests: false, showHeaderImage: true },
  notifications: { hideHeader: false },
  footer: { showCopyright: false },
}

export function featuresFor(template: Template, overrides: FeatureOverrides = {}): Features {
  const base = template === 'classic' ? CLASSIC : BOXY
  return {
    name: base.name,
    navigation: { ...base.navigation, ...overrides.navigation },
    ui: { ...base.ui, ...overrides.ui },
    signup: { ...base.signup, ...overrides.signup },
    profileSearch: { ...base.profileSearch, ...overrides.profileSearch },
    profileSearchProfile: { ...base.profileSearchProfile, ...overrides.profileSearchProfile },
    memberDetails: { ...base.memberDetails, ...overrides.memberDetails },
    chat: { ...base.chat, ...overrides.chat },
    myProfile: { ...base.myProfile, ...overrides.myProfile },
    notifications: { ...base.notifications, ...overrides.notifications },
    footer: { ...base.footer, ...overrides.footer },
  }
}
