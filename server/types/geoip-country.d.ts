// geoip-country ships no types; this is the part of its API (geoip-lite's) the server uses.
declare module 'geoip-country' {
  interface GeoipCountry {
    lookup(ip: string): { country: string } | null
  }
  const geoip: GeoipCountry
  export default geoip
}
