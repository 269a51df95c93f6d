// emoji-picker-element, its data and its interface strings, fetched on the first open of the
// emoji panel and never before. The picker is a lazy chunk of its own; each language's data
// is a hashed file Klik serves itself (assets/emoji/, see vite.config.ts), never a CDN, and
// only the member's language is fetched. The picker keeps the data in IndexedDB
// (`emoji-picker-element-<locale>`), so from the second open on it works offline; the worker
// neither precaches nor runtime-caches the data files, which would only store them twice.
import enData from 'emoji-picker-element-data/en/cldr/data.json?url'
import nlData from 'emoji-picker-element-data/nl/cldr/data.json?url'
import deData from 'emoji-picker-element-data/de/cldr/data.json?url'
import itData from 'emoji-picker-element-data/it/cldr/data.json?url'
import frData from 'emoji-picker-element-data/fr/cldr/data.json?url'
import esData from 'emoji-picker-element-data/es/cldr/data.json?url'
import plData from 'emoji-picker-element-data/pl/cldr/data.json?url'
import type Picker from 'emoji-picker-element/picker.js'
import type { Locale } from '../../contract/locale-codes'

export type { default as Picker } from 'emoji-picker-element/picker.js'
export type PickerStrings = Picker['i18n']

/** CLDR names and search keywords in each language (the `?url` imports fetch nothing). */
const DATA: Record<Locale, string> = {
  en: enData,
  nl: nlData,
  de: deData,
  it: itData,
  fr: frData,
  es: esData,
  pl: plData,
}

/** The picker's own labels (search, categories, skin tones), one small chunk per language. */
const STRINGS: Record<Locale, () => Promise<{ default: PickerStrings }>> = {
  en: () => import('emoji-picker-element/i18n/en.js'),
  nl: () => import('emoji-picker-element/i18n/nl.js'),
  de: () => import('emoji-picker-element/i18n/de.js'),
  it: () => import('emoji-picker-element/i18n/it.js'),
  fr: () => import('emoji-picker-element/i18n/fr.js'),
  es: () => import('emoji-picker-element/i18n/es.js'),
  pl: () => import('emoji-picker-element/i18n/pl.js'),
}

export interface PickerLanguage {
  locale: Locale
  dataSource: string
  i18n: PickerStrings
}

/** What a picker needs to speak `locale`; assign it to a picker to switch its language. */
export async function pickerLanguage(locale: Locale): Promise<PickerLanguage> {
  const { default: i18n } = await STRINGS[locale]()
  return { locale, dataSource: DATA[locale], i18n }
}

/** A new `<emoji-picker>` in `locale`; its data loads when it is put in the document. */
export async function createPicker(locale: Locale): Promise<Picker> {
  const [{ default: PickerElement }, language] = await Promise.all([
    import('emoji-picker-element/picker.js'),
    pickerLanguage(locale),
  ])
  return new PickerElement(language)
}
