export { LanguageSwitcher } from './LanguageSwitcher'
export { activateLocale } from './i18n'
export { LOCALE_COOKIE, pickLocale } from './detect'
