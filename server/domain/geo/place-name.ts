// City names as people write them. country-state-city mixes towns with the areas that hold
// them, named the administration's way: "Gemeente Amsterdam", "City of Bristol", "Graz Stadt",
// "Powiat bolesławiecki", "Département de l'Ain". A member lives in Amsterdam, Bristol or Graz;
// nobody writes that they live in a county, province or district, so those are not places.

/** A county, district, province or region: an area, never answered as a city. */
const AREA =
  /^(?:powiat|département|provincia|province|provincie|regierungsbezirk|politischer bezirk|bezirk|wahlkreis|region|county|città metropolitana|metropolitan city|libero consorzio)\b|\s(?:region|district|county)$/iu

/** Words around a town's name that say what kind of administration it is. */
const PREFIX =
  /^(?:gemeente|gemeinde|gmina|comune di|municipality of|municipio de|(?:city and (?:borough|county)|(?:metropolitan |royal )?borough|city|district) of)\s+/iu
const SUFFIX =
  /(?<!\bder|\binnere)(?:\s+|-)stadt$|\s+(?:county\s+)?borough$|(?<=\S)(?<!\bgarden)\s+city$/iu
/** A Swiss city's ward ("Zürich (Kreis 2) / Enge"): the city is what people write. */
const WARD = /\s*\((?:kreis|stadtkern)[^)]*\)|\s+\/\s+.*$/giu

/** The name people write for a place, or null when the entry is an area, not a place. */
export function placeName(raw: string): string | null {
  const name = raw.trim()
  if (AREA.test(name)) return null
  const cleaned = name.replace(WARD, '').replace(PREFIX, '').replace(SUFFIX, '').trim()
  // Catalan names start with a small article ("la Garriga"); on its own a name starts big.
  return cleaned === '' ? null : cleaned.charAt(0).toLocaleUpperCase() + cleaned.slice(1)
}
