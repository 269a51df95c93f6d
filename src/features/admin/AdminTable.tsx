// The admin's tables: one list of columns gives the head and every row's cells. Each cell
// carries its column's name in data-label, which admin.css shows on phones, where the table
// stacks into cards.
import type { ReactNode } from 'react'

export interface Column<Row> {
  label: string
  /** The head's cell when it is not the label as it stands (one only screen readers hear). */
  head?: ReactNode
  className?: string
  cell: (row: Row) => ReactNode
}

interface AdminTableProps<Row> {
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  testId: string
}

export function AdminTable<Row extends { id: string | number }>({
  rows,
  columns,
  testId,
}: AdminTableProps<Row>) {
  return (
    <table className="admin-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.head ?? column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
