// GET /api/companyinfo.php — the company behind the site, for footers, terms and invoices.
import { z } from './zod'
import { countryCodeSchema } from './common'

export const companyInfoResponseSchema = z.object({
  name: z.string(),
  address: z.string().describe('street, number and postcode'),
  kvk: z.string().describe('Chamber of Commerce (KvK) number'),
  city: z.string(),
  country: countryCodeSchema,
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  support_email: z.email().describe('customer service: the contact form sends its messages here'),
  delete_discount: z
    .int()
    .min(0)
    .max(100)
    .describe('percent offered to members about to delete their account; 0 = none'),
})
export type CompanyInfoResponse = z.infer<typeof companyInfoResponseSchema>
