// A member's monthly spending limit and what they spent (issue 28 §5):
//   GET  /api/spending.php   the limit, a raise waiting out its 72 hours, this month's spending
//                            and a summary per month
//   POST /api/spending.php   set the limit: lower at once, raise or remove after 72 hours
import { currencySchema } from './common'
import { moneySchema } from './shop'
import { z } from './zod'

/** A raise or removal of the limit takes effect this long after it was asked for. */
export const SPENDING_RAISE_HOURS = 72
/** The highest limit one can set, in cents (a typo's extra zeros are refused, not kept). */
export const SPENDING_LIMIT_MAX_CENTS = 1_000_000
/** How many months the summary goes back, this one included. */
export const SPENDING_SUMMARY_MONTHS = 12

export const spendingLimitBodySchema = z.object({
  limit: z
    .object({
      cents: z.int().min(0).max(SPENDING_LIMIT_MAX_CENTS),
      currency: currencySchema,
    })
    .nullable()
    .describe('the new monthly limit, VAT included; null for no limit'),
})
export type SpendingLimitBody = z.infer<typeof spendingLimitBodySchema>

export const spendingMonthSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('YYYY-MM (UTC)'),
  spent: z.array(moneySchema).describe('paid, less refunds and chargebacks, per currency'),
  credits_bought: z.int().describe('credits of paid orders, bonus included'),
  credits_used: z.int().describe('credits paid for messages, less credits given back'),
  messages_sent: z.int(),
})
export type SpendingMonth = z.infer<typeof spendingMonthSchema>

export const spendingResponseSchema = z.object({
  limit: moneySchema.nullable().describe('the monthly limit in force; null: none'),
  pending: z
    .object({
      limit: moneySchema.nullable().describe('the raised limit; null: the limit is removed'),
      from: z.iso.datetime({ offset: true }).describe('when it takes effect'),
    })
    .nullable()
    .describe(`a raise or removal waiting out its ${SPENDING_RAISE_HOURS} hours`),
  spent: moneySchema.describe(
    "this month's orders in the limit's currency (else the member's), open ones included",
  ),
  resets: z.iso.datetime({ offset: true }).describe('when the next month begins (UTC)'),
  months: z.array(spendingMonthSchema).describe('newest first, months with anything in them'),
})
export type SpendingResponse = z.infer<typeof spendingResponseSchema>
