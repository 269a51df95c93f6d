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
  welcome_credits: 30,
  company: {
    name: 'Klik B.V.',
    address: 'Keizersgracht 241, 1016 EA',
    kvk: '84213657',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Klik'],
    vat_numbers: ['NL863155872B01'],
    support_phone: '+31 20 808 4120',
    support_email: 'service@klik.example',
  },
  features: {},
  // Prices per currency, VAT included (a member sees one price whatever their country's rate).
  // Larger packages give more credits per euro; 10 credits are one message (docs/decisions/credits-and-payments.md).
  shop: {
    packages: [
      { id: 'credits-100', credits: 100, prices: { EUR: 1495, GBP: 1295, PLN: 6495 } },
      {
        id: 'credits-250',
        credits: 250,
        prices: { EUR: 2995, GBP: 2595, PLN: 12995 },
        most_chosen: true,
      },
      { id: 'credits-600', credits: 600, prices: { EUR: 5995, GBP: 5195, PLN: 25995 } },
      { id: 'credits-1500', credits: 1500, prices: { EUR: 11995, GBP: 10395, PLN: 51995 } },
    ],
    plans: [
      { id: 'premium-1', months: 1, prices: { EUR: 1995, GBP: 1695, PLN: 8495 } },
      { id: 'premium-3', months: 3, prices: { EUR: 4495, GBP: 3895, PLN: 18995 } },
      { id: 'premium-12', months: 12, prices: { EUR: 11995, GBP: 10395, PLN: 51995 } },
    ],
    vat_rates: {
      NL: 2100,
      BE: 2100,
      DE: 1900,
      AT: 2000,
      GB: 2000,
      IE: 2300,
      FR: 2000,
      ES: 2100,
      IT: 2200,
      PL: 2300,
    },
    payment_methods: {
      NL: ['ideal', 'creditcard'],
      BE: ['bancontact', 'creditcard'],
      DE: ['creditcard', 'paypal'],
      AT: ['creditcard', 'paypal'],
      '*': ['creditcard'],
    },
    welcome_discount: {
      code: 'WELCOME',
      days: 7,
      kind: 'bonus',
      value: 25,
      applies_to: 'credits',
    },
    time_bonuses: [
      { code: 'BONUS50', hours: 48, ends: null, kind: 'bonus', value: 50, applies_to: 'credits' },
      {
        code: 'PREMIUM20',
        hours: 72,
        ends: null,
        kind: 'percent',
        value: 20,
        applies_to: 'premium',
      },
    ],
    retention_days: 30,
    default_spending_limit: null,
  },
})
