import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../lib/store'
import { settingsAtom } from '../session'
import { testSettings } from '../test/fixtures'
import { useCountryName, useLanguageName } from './use-country-name'

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  )
}

function nameIn(locale: string) {
  i18n.load(locale, {})
  i18n.activate(locale)
  return renderHook(() => useCountryName(), { wrapper }).result.current
}

afterEach(() => store.set(settingsAtom, null))

describe('useCountryName', () => {
  it("names the site's countries as the server did, whatever this browser's ICU says", () => {
    // A server (an older ICU, say) named it otherwise than Intl.DisplayNames here would.
    store.set(settingsAtom, testSettings({ country_names: { NL: 'Holland', BE: 'België' } }))
    const name = nameIn('nl')
    expect(name('NL')).toBe('Holland')
    expect(name('BE')).toBe('België')
  })

  it('names any other country, and every one without the server’s names, by Intl', () => {
    store.set(settingsAtom, testSettings({ country_names: { NL: 'Nederland' } }))
    expect(nameIn('nl')('DE')).toBe('Duitsland')
    store.set(settingsAtom, testSettings({ country_names: undefined }))
    expect(nameIn('de')('NL')).toBe('Niederlande')
    store.set(settingsAtom, null)
    expect(nameIn('pl')('BE')).toBe('Belgia')
  })
})

describe('useLanguageName', () => {
  const languageIn = (locale: string) => {
    i18n.load(locale, {})
    i18n.activate(locale)
    return renderHook(() => useLanguageName(), { wrapper }).result.current
  }

  it('names the members’ languages as the server did, and without its names by Intl', () => {
    // A server (an older ICU, say) named it otherwise than Intl.DisplayNames here would.
    const names = { en: 'Engels', nl: 'Vlaams', de: 'Duits', it: 'Italiaans', fr: 'Frans' }
    store.set(
      settingsAtom,
      testSettings({ language_names: { ...names, es: 'Spaans', pl: 'Pools' } }),
    )
    expect(languageIn('nl')('nl')).toBe('Vlaams')
    store.set(settingsAtom, testSettings({ language_names: undefined }))
    expect(languageIn('nl')('de')).toBe('Duits')
    store.set(settingsAtom, null)
    expect(languageIn('pl')('fr')).toBe('francuski')
  })
})
