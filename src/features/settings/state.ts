// Settings and the design in force. The server answers the site's template and feature
// flags (and, with DEV_TOOLS, honours the developer panel's design-version cookie), so the
// client never computes flags itself.
import { atom } from 'jotai'
import type { Template } from '../../contract/template-codes'
import type { SettingsResponse as Settings } from '../../contract/settings'

export const settingsAtom = atom<Settings | null>(null)

export const templateAtom = atom<Template>((get) => get(settingsAtom)?.template ?? 'boxy')

/** null only when the very first start happens offline, before any settings were seen. */
export const featuresAtom = atom((get) => get(settingsAtom)?.features ?? null)
