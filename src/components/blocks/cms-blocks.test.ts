import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { createUrlRewriter, mapPage } from '@/content/wordpress/map'
import { wpPage } from '@/content/wordpress/schemas'
import { fileLinks, fileType } from './cms-files'
import { videoFacades } from './cms-videos'
import { youtubeIdOf } from '@/content/sanitise-embeds'
import { sanitise } from '@/content/sanitise'

describe('youtubeIdOf: what an editor types or pastes', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', undefined],
    ['https://www.youtube.com/channel/UC123', undefined],
    ['https://www.youtube.com/watch?v=bad"id', undefined],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['javascript:alert(1)//youtu.be/x', undefined],
    ['not a url', undefined],
  ])('%s', (address, expected) => {
    expect(youtubeIdOf(address)).toBe(expected)
  })
})

/** What reaches the page: WordPress's HTML, sanitised, then the facades. */
const render = (html: string) => videoFacades(sanitise(html))
const FACADE = /<div class="cms-video" data-cms-video="dQw4w9WgXcQ"[^>]*>.*<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*data-video-facade="dQw4w9WgXcQ"/

describe('videoFacades: YouTube as the click-to-load facade (issue 30)', () => {
  it.each([
    ['an Embed block whose oEmbed failed (the URL as typed)', '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div><figcaption class="wp-element-caption">What happens at a check-up</figcaption></figure>'],
    ['an Embed block with the oEmbed frame', '<figure class="wp-block-embed is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe title="A check-up" width="500" height="281" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" allowfullscreen></iframe></div></figure>'],
    ['a paragraph that is only the URL', '<p>https://youtu.be/dQw4w9WgXcQ</p>'],
    ['a paragraph that is only a link to it', '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></p>'],
  ])('%s', (_, html) => {
    const out = render(html)
    expect(out).toMatch(FACADE)
    expect(out).not.toContain('<iframe')
    expect(out).not.toMatch(/>\s*https:\/\/(www\.)?youtu/)
  })

  it('names the video by its caption, else the frame\'s title', () => {
    expect(render('<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=dQw4w9WgXcQ</div><figcaption>A check-up</figcaption></figure>')).toContain('Play video: A check-up (loads YouTube)')
    expect(render('<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Brushing &amp; flossing"></iframe></div></figure>')).toContain('data-title="Brushing &amp; flossing"')
  })

  it.each([
    ['a URL inside a sentence stays text', '<p>Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ today</p>'],
    ['a Vimeo address stays as it was', '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">https://vimeo.com/76979871</div></figure>'],
    ['a link with other words stays a link', '<p><a href="https://youtu.be/dQw4w9WgXcQ">our video</a> explains it</p>'],
    ['a frame in a Custom HTML block stays the sanitised frame', '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe>'],
  ])('leaves the rest alone: %s', (_, html) => {
    expect(render(html)).toBe(sanitise(html))
  })
})

describe('fileLinks: a File block says what it downloads', () => {
  const block = '<div class="wp-block-file"><a id="wp-block-file--media-1" href="/wp-content/uploads/2026/01/aftercare.pdf">Aftercare leaflet</a><a href="/wp-content/uploads/2026/01/aftercare.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div>'

  it('adds the type after the name and names the button', () => {
    expect(fileLinks(sanitise(block))).toBe(
      '<div class="wp-block-file"><a id="cms-wp-block-file--media-1" href="/wp-content/uploads/2026/01/aftercare.pdf">Aftercare leaflet <span class="wp-block-file__type">(PDF)</span></a><a href="/wp-content/uploads/2026/01/aftercare.pdf" class="wp-block-file__button wp-element-button">Download<span class="sr-only"> Aftercare leaflet (PDF)</span></a></div>',
    )
  })

  it.each([
    ['/a.pdf', 'PDF'],
    ['/a.DOCX', 'Word'],
    ['/a.xlsx?ver=2', 'Excel'],
    ['/a.mp3', 'MP3'],
    ['/download', undefined],
  ])('fileType(%s)', (href, expected) => {
    expect(fileType(href)).toBe(expected)
  })
})

describe('the block test page as a real WordPress renders it (tests/fixtures/wordpress/pages-slug-block-test.json)', () => {
  const fixture: unknown = JSON.parse(readFileSync('tests/fixtures/wordpress/pages-slug-block-test.json', 'utf8'))
  const recorded = z.object({ body: z.array(wpPage) }).parse(fixture).body[0]
  if (!recorded) throw new Error('the fixture holds no page')
  const mapped = mapPage(recorded, createUrlRewriter('http://127.0.0.1:8089', 'https://site.example'))
  const html = videoFacades(sanitise(mapped.html))

  it('takes its description from the first paragraph, at most 160 characters', () => {
    expect(mapped.seo.description?.length).toBeLessThanOrEqual(160)
    expect(mapped.seo.description).toMatch(/^White fillings match the colour of your own teeth.*…$/)
  })

  it('keeps the blocks the site styles, and makes both YouTube addresses facades', () => {
    expect(html).toContain('<details class="wp-block-details"><summary>Does it hurt?</summary>')
    expect(html).toMatch(/<div class="[^"]*wp-block-columns/)
    expect(html).toContain('has-pale-cyan-blue-background-color')
    expect(html.match(/data-cms-video="/g)).toHaveLength(2)
    expect(html).not.toMatch(/>\s*https:\/\/(www\.)?youtu/)
  })
})
