/**
 * Which frames CMS HTML may hold (issue 15, point 5): only the embed paths of the two providers
 * the site's own click-to-load facades use, YouTube (privacy-enhanced) and OpenStreetMap. An
 * editor's account is trusted with text, not with the visitor's camera or a third-party page.
 */

/** The hosts a frame may come from; the sanitiser also checks this list itself. */
export const allowedIframeHosts = ['www.youtube-nocookie.com', 'www.openstreetmap.org']

/** Just what a player or a map needs: its scripts, its own storage, and opening its links in a tab. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

/** Permissions a frame may ask for; anything else an editor writes (camera, microphone, geolocation…) goes. */
const ALLOWED_FEATURES = new Set(['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen'])

const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The frame's source if it is a provider's embed path, else undefined. WordPress writes YouTube
 * embeds on www.youtube.com; they move to youtube-nocookie, which sets no cookie before play.
 */
export function embedSource(src: string | undefined): string | undefined {
  if (!src) return undefined
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined
  if (['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com'].includes(url.hostname)) {
    const [, embed, id, ...rest] = url.pathname.split('/')
    if (embed !== 'embed' || !id || !YOUTUBE_ID.test(id) || rest.length > 0) return undefined
    return `https://www.youtube-nocookie.com/embed/${id}${url.search}`
  }
  if (url.hostname === 'www.openstreetmap.org' && url.pathname === '/export/embed.html') return url.href
  return undefined
}

/** The editor's `allow` list cut to the permitted features, without origin lists; undefined if none is left. */
export function embedAllow(allow: string | undefined): string | undefined {
  const features = (allow ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => ALLOWED_FEATURES.has(feature))
  return features.length > 0 ? [...new Set(features)].join('; ') : undefined
}

/** An iframe's attributes made safe, or without `src` (the sanitiser then drops the frame). */
export function embedAttributes(attribs: Record<string, string>): Record<string, string> {
  // The editor's own sandbox is replaced, never merged: it could only widen ours.
  const { src, allow, ...rest } = attribs
  delete rest.sandbox
  const source = embedSource(src)
  if (!source) return rest
  const permitted = embedAllow(allow)
  return { ...rest, src: source, ...(permitted ? { allow: permitted } : {}), sandbox: EMBED_SANDBOX, loading: 'lazy', referrerpolicy: 'no-referrer' }
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'])

/**
 * The video id of a YouTube address as an editor types or pastes it (watch?v=, youtu.be/, embed/,
 * shorts/, live/), or undefined. Both schemes: WordPress keeps what was typed.
 */
export function youtubeIdOf(address: string): string | undefined {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.port) return undefined
  const [, first = '', second = '', ...rest] = url.pathname.split('/')
  let id: string | undefined
  if (url.hostname === 'youtu.be') id = second === '' && rest.length === 0 ? first : undefined
  else if (!YOUTUBE_HOSTS.has(url.hostname)) id = undefined
  else if (first === 'watch' && second === '') id = url.searchParams.get('v') ?? undefined
  else if (['embed', 'shorts', 'live'].includes(first) && rest.length === 0) id = second
  return id && YOUTUBE_ID.test(id) ? id : undefined
}
