// UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. The outbox names each
// message with one when it is written, so ids sort by the moment they were made and a retry,
// however late, carries the same id (the server keeps one message per sender and id).
export function uuidv7(
  now = Date.now(),
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = fill,
): string {
  const bytes = random(new Uint8Array(16))
  let time = now
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256
    time = Math.floor(time / 256)
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f)
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function fill(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  return crypto.getRandomValues(bytes)
}
