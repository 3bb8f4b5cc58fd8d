import type { TeamMember } from '@/content/types'

const responsivePicture = vi.fn(async (file: { src: string; alt: string; width: number; height: number }) => ({ sources: [{ type: 'image/avif', srcSet: `/_image?href=${file.src}`, sizes: '96px' }], img: file }))
vi.mock('./responsive', () => ({ responsivePicture }))
const { portraitPictures } = await import('./portraits')

const member = (slug: string, portrait: TeamMember['portrait']): TeamMember => ({ slug, name: `Dr ${slug}`, role: 'Dentist', qualifications: [], bio: '', languages: [], portrait })

describe('portraitPictures', () => {
  it('makes variants of a portrait whose size is known, and shows one of unknown size as it is, never at a guessed shape', async () => {
    const pictures = await portraitPictures(
      [member('sized', { url: '/wp-content/uploads/sized.jpg', alt: 'Sized', width: 600, height: 800 }), member('unsized', { url: '/wp-content/uploads/unsized.jpg', alt: 'Unsized' }), member('none', undefined)],
      '96px',
    )
    expect(responsivePicture).toHaveBeenCalledTimes(1)
    expect(pictures.get('sized')?.sources).toHaveLength(1)
    expect(pictures.get('unsized')).toEqual({ sources: [], img: expect.objectContaining({ src: '/wp-content/uploads/unsized.jpg', alt: 'Unsized' }) })
    expect(pictures.has('none')).toBe(false)
  })
})
