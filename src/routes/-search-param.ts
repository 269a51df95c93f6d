// The one optional string search parameter of a mailed link's route (?token=, ?t=, ?error=):
// kept when the address has it as a string, left out otherwise.
export function stringSearchParam<K extends string>(key: K) {
  return (search: Record<string, unknown>): Partial<Record<K, string>> => {
    const value = search[key]
    return typeof value === 'string' ? ({ [key]: value } as Partial<Record<K, string>>) : {}
  }
}
