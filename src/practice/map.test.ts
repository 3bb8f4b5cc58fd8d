import { mapLinks } from './map'

describe('a clinic map from its position', () => {
  it('centres the embed and the link on the clinic, in the frame the sanitiser and CSP allow', () => {
    const { embedUrl, linkUrl } = mapLinks({ latitude: 51.5225, longitude: -0.7205 })
    expect(embedUrl).toBe('https://www.openstreetmap.org/export/embed.html?bbox=-0.7260%2C51.5200%2C-0.7150%2C51.5250&layer=mapnik&marker=51.5225%2C-0.7205')
    expect(linkUrl).toBe('https://www.openstreetmap.org/?mlat=51.5225&mlon=-0.7205#map=17/51.5225/-0.7205')
  })
})
