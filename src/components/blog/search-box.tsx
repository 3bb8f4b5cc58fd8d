/** A plain GET form: works without JavaScript; the browser refuses blank text (docs/requirements.md §2). */
export function SearchBox({ defaultValue }: { defaultValue?: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex gap-2">
      <label htmlFor="blog-search" className="sr-only">
        Search the blog
      </label>
      <input
        id="blog-search"
        name="search"
        type="search"
        required
        pattern=".*\S.*"
        title="Type a word to search for"
        defaultValue={defaultValue}
        placeholder="Search articles"
        className="min-h-11 w-full min-w-0 rounded-full border border-line px-4 focus:border-larkspur"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  )
}
