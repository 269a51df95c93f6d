// Builds settings.php (spec §3 Settings) for a site and a client: the site's own values, the
// regions and names of its countries in the client's language, and the country guessed from
// its IP.
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locale-codes'
import { featuresFor, type Template } from '../../../src/contract/features'
import type { SettingsResponse } from '../../../src/contract/settings'
import { countryNamesOf, languageNamesOf } from '../geo/country-names'
import { regionDataOf } from '../geo/regions'
import type { Site } from './site-schema'

export interface ClientContext {
  /** The client's language: region names come in it. */
  locale: Locale
  /** Country of the client IP, null when unknown. */
  geoipCountry: CountryCode | null
  pushPublicKey: string | null
  devTools: boolean
  /** The developer panel's design switch (DEV_TOOLS only); null = the site's template. */
  templateOverride: Template | null
}

/** `country` when the site allows it, else the site's first country (settings, search). */
export function siteCountryOr(site: Site, country: string | null): CountryCode {
  if (country !== null && site.countries.includes(country)) return country
  const [first] = site.countries
  if (first === undefined) throw new Error(`Site ${site.id} has no countries`)
  return first
}

export function siteSettings(site: Site, client: ClientContext): SettingsResponse {
  const countries = site.countries
  const template = client.templateOverride ?? site.template
  return {
    name: site.name,
    domain_language: site.domain_language,
    region_data: regionDataOf(countries, client.locale),
    countries,
    country_names: countryNamesOf(countries, client.locale),
    language_names: languageNamesOf(client.locale),
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    geoip_selected_country: siteCountryOr(site, client.geoipCountry),
    geoip_country: client.geoipCountry,
    minimum_message_costs: Object.fromEntries(
      countries.flatMap((country) => {
        const costs = site.minimum_message_costs[country]
        return costs === undefined ? [] : [[country, costs]]
      }),
    ),
    push_pub: client.pushPublicKey,
    cdn_prefix: site.cdn_prefix,
    search_fields: site.search_fields,
    member_resell: site.member_resell,
    fictional_icon: site.fictional_icon,
    delete_discount: site.delete_discount,
    template,
    features: featuresFor(template, site.features),
    dev_tools: client.devTools,
  }
}
