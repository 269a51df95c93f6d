// Guard for `npm run test:pg`: the API suite runs on the PostgreSQL server at DATABASE_URL,
// and without one it would silently fall back to PGlite and prove nothing about PostgreSQL.
const url = process.env.DATABASE_URL

if (url === undefined || url.trim() === '') {
  console.error(
    'npm run test:pg needs DATABASE_URL, the PostgreSQL server to test on, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/klik_test npm run test:pg\n' +
      'Tests leave rows behind, so use a database meant for tests.',
  )
  process.exit(1)
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    `DATABASE_URL must be a postgres:// or postgresql:// URL (got ${JSON.stringify(url)}).`,
  )
  process.exit(1)
}
