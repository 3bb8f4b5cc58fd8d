// The framework floor: a Next.js page with no client component of ours (see docs/benchmark.md).
export const metadata = { title: 'Framework floor' }

export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
