// Draws Klik's app icons (a white heart on the brand colour) as PNG files in public/.
// Pure Node (zlib), so it runs anywhere: `node scripts/make-icons.mjs`. The PNGs are
// committed; rerun this only when the logo changes.
import { deflateSync } from 'node:zlib'
import { writeFileSync } from 'node:fs'

const BRAND = [0xd6, 0x28, 0x5a]
const WHITE = [0xff, 0xff, 0xff]

function crc32(buf) {
  let c
  let crc = 0xffffffff
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** Heart curve (x²+y²−1)³ − x²y³ ≤ 0, scaled so the heart fills `scale` of the icon. */
function insideHeart(px, py, size, scale) {
  const x = ((px - size / 2) / (size * scale)) * 2.6
  const y = -((py - size / 2) / (size * scale)) * 2.6 + 0.15
  const a = x * x + y * y - 1
  return a * a * a - x * x * y * y * y <= 0
}

function png(size, { scale, rounded }) {
  const raw = Buffer.alloc(size * (size * 4 + 1))
  const radius = rounded ? size * 0.22 : 0
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0
    for (let px = 0; px < size; px++) {
      const o = py * (size * 4 + 1) + 1 + px * 4
      // 4×4 supersampling for smooth edges
      let heart = 0
      let inside = 0
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const fx = px + (sx + 0.5) / 4
          const fy = py + (sy + 0.5) / 4
          const dx = Math.max(radius - fx, fx - (size - radius), 0)
          const dy = Math.max(radius - fy, fy - (size - radius), 0)
          if (dx * dx + dy * dy <= radius * radius || radius === 0) {
            inside++
            if (insideHeart(fx, fy, size, scale)) heart++
          }
        }
      }
      const h = heart / 16
      for (let i = 0; i < 3; i++)
        raw[o + i] = Math.round(
          BRAND[i] * (1 - h / (inside / 16 || 1)) + WHITE[i] * (h / (inside / 16 || 1)),
        )
      raw[o + 3] = Math.round((inside / 16) * 255)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8
  header[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const out = new URL('../public/', import.meta.url)
writeFileSync(new URL('icon-192.png', out), png(192, { scale: 0.62, rounded: true }))
writeFileSync(new URL('icon-512.png', out), png(512, { scale: 0.62, rounded: true }))
// Maskable: full-bleed background, heart inside the 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), png(512, { scale: 0.45, rounded: false }))
writeFileSync(new URL('apple-touch-icon.png', out), png(180, { scale: 0.55, rounded: false }))
writeFileSync(new URL('favicon-32.png', out), png(32, { scale: 0.7, rounded: true }))
