/// <reference types="vite/client" />

/** The npm package name, sent as X-Package on every /api call. */
declare const __APP_PACKAGE__: string

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
