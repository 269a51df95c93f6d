// Small value schemas several calls share: country and currency codes.
import { z } from './zod'

/** ISO 3166-1 alpha-2, upper case ("NL"). */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code such as NL')
export type CountryCode = z.infer<typeof countryCodeSchema>

/** ISO 4217, upper case ("EUR"). */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as EUR')
export type Currency = z.infer<typeof currencySchema>
