/** Editing a harness WordPress through its REST API, as the block editor does, with an Application Password. */
export interface WpCredentials {
  readonly baseUrl: string
  readonly user: string
  readonly password: string
}

export type WpItem = { id: number; slug: string; status: string; link: string; categories?: number[]; preview_link?: string } & Record<string, unknown>

export function wpRest(credentials: WpCredentials) {
  const authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
  async function call<T = WpItem>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, credentials.baseUrl), {
      method,
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }
  return {
    call,
    get: <T = WpItem>(path: string) => call<T>('GET', path),
    post: <T = WpItem>(path: string, body: unknown) => call<T>('POST', path, body),
    /** The id of a category by slug. */
    async categoryId(slug: string): Promise<number> {
      const [category] = await call<{ id: number }[]>('GET', `wp/v2/categories?slug=${slug}`)
      if (!category) throw new Error(`no category ${slug}`)
      return category.id
    },
    async idOf(type: 'pages' | 'posts', slug: string): Promise<number> {
      const [item] = await call<{ id: number }[]>('GET', `wp/v2/${type}?slug=${slug}&status=publish,draft,private,pending,future&context=edit`)
      if (!item) throw new Error(`no ${type} ${slug}`)
      return item.id
    },
  }
}
