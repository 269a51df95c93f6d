/** A call's query parameters, as the client builds them; null and undefined are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>
