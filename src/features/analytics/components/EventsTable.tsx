import { intlFormat } from 'date-fns';
import { EVENTS, type DayRow } from '../series';

/** The chart's figures as a table, for screen readers and anyone who wants the numbers. */
export function EventsTable({ rows, caption }: { rows: DayRow[]; caption: string }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium">Show the figures as a table</summary>
      <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Day (UTC)
              </th>
              {EVENTS.map((e) => (
                <th key={e.key} scope="col" className="px-3 py-2 text-right font-medium">
                  {e.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((r) => (
              <tr key={r.day} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal">
                  {intlFormat(new Date(`${r.day}T12:00:00Z`), { dateStyle: 'medium' })}
                </th>
                {EVENTS.map((e) => (
                  <td key={e.key} className="px-3 py-1.5 text-right tabular-nums">
                    {r[e.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
