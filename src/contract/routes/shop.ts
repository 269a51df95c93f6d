// The routes of credits, premium and payments (issue 12) (see ./index.ts).

export const shop = { method: 'GET', path: '/api/shop.php' } as const
export const discountCode = { method: 'GET', path: '/api/discountcode.php' } as const
export const createOrder = { method: 'POST', path: '/api/orders.php' } as const
export const orders = { method: 'GET', path: '/api/orders.php' } as const
export const spending = { method: 'GET', path: '/api/spending.php' } as const
export const setSpendingLimit = { method: 'POST', path: '/api/spending.php' } as const
export const transaction = { method: 'GET', path: '/api/transaction.php' } as const
export const withdraw = { method: 'POST', path: '/api/withdraw.php' } as const
export const paymentWebhook = { method: 'POST', path: '/api/payment_webhook.php' } as const
export const testCheckout = { method: 'GET', path: '/api/test_checkout.php' } as const
export const testCheckoutSettle = { method: 'POST', path: '/api/test_checkout.php' } as const
