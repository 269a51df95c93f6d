export { loadSettings, refreshSettings } from './load'
export { featuresAtom, settingsAtom, templateAtom } from './state'
