// Queries on PGlite as named prepared statements, in the database thread (pglite-thread.ts).
// PGlite's own query() parses, analyses and plans every statement anew; in WebAssembly that is
// the larger part of a small query (a member-card join spends ~1.8 ms planning, ~1 ms running).
// The app sends the same few hundred SQL texts over and over (drizzle builds them with
// placeholders), so each text becomes a named statement once: later runs only bind and execute,
// and PostgreSQL may keep a generic plan. Past MAX_NAMED texts, queries go unnamed as before.
//
// This speaks the extended protocol the way PGlite's query() does (parse, describe, bind,
// describe, execute, sync) through its public execProtocolStream, and parses the answer with its
// parseResults. The caller serialises calls: nothing else may talk to PGlite meanwhile.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

const MAX_NAMED = 512

interface Statement {
  name: string
  /** Parameter type oids, as PostgreSQL inferred them. */
  types: number[]
}

export class Statements {
  private readonly named = new Map<string, Statement>()
  // Never reused: a statement whose describe failed may exist in PGlite without an entry here.
  private nextName = 1

  constructor(private readonly pg: PGlite) {}

  async query<T>(
    sql: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const run = (message: Uint8Array) => this.pg.execProtocolStream(message, { syncToFs: false })
    const messages = []
    try {
      let statement = this.named.get(sql)
      if (statement === undefined) {
        const name = this.named.size < MAX_NAMED ? `klik_${this.nextName++}` : ''
        messages.push(...(await run(protocol.serialize.parse({ name, text: sql }))))
        const described = await run(protocol.serialize.describe({ type: 'S', name }))
        statement = { name, types: parse.parseDescribeStatementResults(described) }
        if (name !== '') this.named.set(sql, statement)
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null
        const type = statement.types[index]
        const serializer = type === undefined ? undefined : this.pg.serializers[type]
        // PGlite's own fallback: the value's text.
        return serializer === undefined
          ? (value as { toString(): string }).toString()
          : serializer(value)
      })
      messages.push(
        ...(await run(protocol.serialize.bind({ statement: statement.name, values }))),
        ...(await run(protocol.serialize.describe({ type: 'P' }))),
        ...(await run(protocol.serialize.execute({}))),
      )
    } finally {
      messages.push(...(await run(protocol.serialize.sync())))
    }
    const [result] = parse.parseResults(messages, this.pg.parsers, options)
    if (result === undefined) throw new Error('PGlite answered no result')
    return result as Results<T>
  }
}
