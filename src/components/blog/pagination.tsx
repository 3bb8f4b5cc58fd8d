
export interface PaginationProps {
  readonly page: number
  readonly pages: number
  /** The href of page n (docs/requirements.md §4: choosing a page navigates to …/page/{n}). */
  readonly hrefOf: (page: number) => string
  readonly label?: string
}

/** Which page numbers to show: the first, the last and the current one with its neighbours. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]))
}

export function Pagination({ page, pages, hrefOf, label = 'Pages' }: PaginationProps) {
  if (pages <= 1) return null
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold'
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" className={`${item} ring-1 ring-line hover:bg-larkspur-pale`}>
              Previous
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} bg-larkspur-deep text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <a href={hrefOf(n)} className={`${item} ring-1 ring-line hover:bg-larkspur-pale`}>
                  <span className="sr-only">Page </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={hrefOf(page + 1)} rel="next" className={`${item} ring-1 ring-line hover:bg-larkspur-pale`}>
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
