// The embedded default site, Klik. It answers every host no other site names, and its values
// fill every field a sites-file entry leaves out. The company is invented for this product.
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_ICONS,
  DEFAULT_THEME_COLOR,
} from '../../../src/contract/web-manifest'
import { ANY_HOST, siteSchema, type Site } from './site-schema'

const eur = { costs: 10, currency: 'EUR' }

export const DEFAULT_SITE: Site = siteSchema.parse({
  id: 'klik',
  name: 'Klik',
  // No short_name: a site without one is named by its own name, never by the default's.
  theme_color: DEFAULT_THEME_COLOR,
  background_color: DEFAULT_BACKGROUND_COLOR,
  icons: DEFAULT_ICONS,
  hosts: [ANY_HOST],
  domain_language: 'en',
  template: 'boxy',
  // Related-country pairs of the search (NL-BE, DE-AT, GB-IE) are all here.
  countries: ['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'FR', 'ES', 'IT', 'PL'],
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: 'all',
  visible_profile_fields: [
    'gender',
    'date_of_birth',
    'city',
    'countryregion',
    'length',
    'relationship',
    'looking_for',
    'smoking',
  ],
  visible_profile_notes: true,
  minimum_message_costs: {
    NL: eur,
    BE: eur,
    DE: eur,
    AT: eur,
    IE: eur,
    FR: eur,
    ES: eur,
    IT: eur,
    GB: { costs: 10, currency: 'GBP' },
    PL: { costs: 10, currency: 'PLN' },
  },
  cdn_prefix: '',
  search_fields: ['gender', 'age', 'country', 'countryregion'],
  member_resell: ['cams', 'camads'],
  // The built-in demo cams and a made-up partner on the reserved example.com domain: a real
  // site sets its own partner's feed and links (docs/sites.md).
  partners: {
    cams_feed: 'demo',
    cams_redirect: 'https://cams.example.com/chat/{account}',
    resell_url: 'https://partner.example.com/offer',
  },
  fictional_icon: true,
  delete_discount: 50,
  welcome_credits: 10,
  company: {
    name: 'Klik B.V.',
    address: 'Keizersgracht 241, 1016 EA',
    kvk: '84213657',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Klik'],
    vat_numbers: ['NL863155872B01'],
    support_phone: '+31 20 808 4120',
  },
  features: {},
})
