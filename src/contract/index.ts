// The contract between the client and the API server: one module per call, plus the shared
// error body, locales and feature flags. Pure TypeScript; imports only zod.
export * from './common'
export * from './companyinfo'
export * from './dev'
export * from './errors'
export * from './features'
export * from './interests'
export * from './locales'
export * from './page-hidden'
export * from './profile-fields'
export * from './regions'
export * from './settings'
export * from './user'
