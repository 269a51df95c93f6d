// Lighthouse (its default: mobile, simulated throttling) on a page of the running server,
// in Debian's Chromium.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

export async function audit(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ scores: Record<string, number>; failing: string[] }> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: headers,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'pwa', 'seo'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const scores: Record<string, number> = {}
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      scores[id] = Math.round((category.score ?? 0) * 100)
    }
    const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue
    const tbt = result.lhr.audits['total-blocking-time']?.numericValue
    if (lcp !== undefined) scores['LCP ms'] = Math.round(lcp)
    if (tbt !== undefined) scores['TBT ms'] = Math.round(tbt)
    const cls = result.lhr.audits['cumulative-layout-shift']?.numericValue
    if (cls !== undefined) scores.CLS = Math.round(cls * 1000) / 1000
    // Lighthouse's own reading of this machine's speed (a mid-range desktop is 1,000–2,000):
    // simulated throttling scales what it measured here, so a busy or slow machine scores low.
    scores['bench index'] = Math.round(result.lhr.environment.benchmarkIndex)
    // What cost points outside performance, so a drop can be acted on.
    const failing = Object.entries(result.lhr.categories)
      .filter(([id]) => id !== 'performance')
      .flatMap(([, category]) => category.auditRefs)
      .map((ref) => result.lhr.audits[ref.id])
      .filter(
        (item) =>
          item !== undefined &&
          item.score !== null &&
          item.score < 1 &&
          item.scoreDisplayMode !== 'informative',
      )
      .map((item) => `${item!.id}: ${item!.title}`)
    return { scores, failing }
  } finally {
    chrome.kill()
  }
}

/** Each score's median over `runs` audits of `url` (Lighthouse's own advice for noisy figures). */
export async function medianAudit(
  url: string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<{ scores: Record<string, number>; failing: string[] }> {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await audit(url, headers))
  const scores: Record<string, number> = {}
  const keys = new Set(results.flatMap((result) => Object.keys(result.scores)))
  for (const key of keys) {
    // A run that could not measure a figure (no LCP, say) leaves it out of that figure's median.
    const values = results
      .map((result) => result.scores[key])
      .filter((value): value is number => value !== undefined && Number.isFinite(value))
      .sort((a, b) => a - b)
    scores[key] = values[Math.floor(values.length / 2)] ?? NaN
  }
  return { scores, failing: [...new Set(results.flatMap((result) => result.failing))] }
}
