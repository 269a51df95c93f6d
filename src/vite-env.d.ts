/// <reference types="vite/client" />

/** The npm package name, sent as X-Package on every /api call. */
declare const __APP_PACKAGE__: string

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// One word list of a zxcvbn-ts language pack (lib/password-strength.ts imports the lists it
// needs one by one: a pack's index pulls in all of them, the largest a megabyte).
declare module '@zxcvbn-ts/*.json.esm.js' {
  const list: string[]
  export default list
}
declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.esm.js' {
  import type { OptionsGraph } from '@zxcvbn-ts/core'
  const graphs: OptionsGraph
  export default graphs
}
