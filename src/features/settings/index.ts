export { loadSettings, refreshSettings } from './load'
export { featuresAtom, settingsAtom, templateAtom, DESIGN_OVERRIDE_KEY } from './state'
