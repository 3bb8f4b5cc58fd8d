/**
 * Shown on every preview response (src/pages/preview): the editor must never mistake a draft for
 * the live site. Fixed to the bottom so it never hides under the sticky header. Its exit link
 * goes to an API route the speculation rules never prefetch: a prefetch must not end the preview.
 */
export function PreviewBar({ status, exitHref }: { status: string; exitHref: string }) {
  return (
    <div
      role="status"
      data-testid="preview-bar"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-3 text-center text-ink shadow-lg"
    >
      <strong>Preview: not published</strong>
      <span className="text-sm">WordPress status: {status}. Visitors do not see this version.</span>
      <a href={exitHref} className="font-semibold underline underline-offset-2">
        Leave preview
      </a>
    </div>
  )
}
