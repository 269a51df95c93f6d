export { LanguageSwitcher } from './LanguageSwitcher'
export { activateLocale } from './i18n'
export { pickLocale } from './detect'
