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
  for (const key of Object.keys(results[0]?.scores ?? {})) {
    const values = results.map((result) => result.scores[key] ?? NaN).sort((a, b) => a - b)
    scores[key] = values[Math.floor(values.length / 2)] ?? NaN
  }
  return { scores, failing: [...new Set(results.flatMap((result) => result.failing))] }
}
