import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/not-found/not-found-content'
import { notFoundMetadata } from '@/site/not-found-metadata'

export const metadata: Metadata = notFoundMetadata()

export default function NotFound() {
  return <NotFoundContent />
}
