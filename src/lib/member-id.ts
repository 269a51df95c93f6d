// A member id from a route parameter: a positive whole number, else null.
export function parseMemberId(param: string): number | null {
  if (!/^\d{1,15}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}
