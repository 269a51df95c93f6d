// Credits, premium and payments (issue 12): the shop's pages — /credits, a package's checkout,
// repeat order, /premium, /pricing — the return from the payment provider
// (/transactions/{id}) and the built-in test checkout (/test-checkout/{id}).
export { CreditsPage } from './CreditsPage'
export { CheckoutPage } from './CheckoutPage'
export { RepeatOrderPage } from './RepeatOrderPage'
export { TransactionPage } from './TransactionPage'
export { TestCheckoutPage } from './TestCheckoutPage'
export { PremiumPage } from './PremiumPage'
export { PricingPage } from './PricingPage'
