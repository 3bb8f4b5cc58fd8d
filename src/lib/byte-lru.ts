/**
 * A least-recently-used map bounded by the bytes of its values (and optionally by count): the
 * caches' memory never grows past what is set here, whatever URLs visitors invent. Map keeps
 * insertion order, so the first key is the least recently used.
 */
export class ByteLru<V> {
  readonly #items = new Map<string, { value: V; bytes: number }>()
  #bytes = 0

  constructor(
    readonly maxBytes: number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.#items.size
  }

  get bytes(): number {
    return this.#bytes
  }

  get(key: string): V | undefined {
    const item = this.#items.get(key)
    if (!item) return undefined
    this.#items.delete(key)
    this.#items.set(key, item)
    return item.value
  }

  /** Looks without making the entry more recent. */
  peek(key: string): V | undefined {
    return this.#items.get(key)?.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.#items.set(key, { value, bytes })
    this.#bytes += bytes
    for (const [oldest, item] of this.#items) {
      if (this.#bytes <= this.maxBytes && this.#items.size <= this.maxEntries) break
      this.#items.delete(oldest)
      this.#bytes -= item.bytes
    }
  }

  delete(key: string): void {
    const item = this.#items.get(key)
    if (!item) return
    this.#items.delete(key)
    this.#bytes -= item.bytes
  }

  *entries(): IterableIterator<[string, V]> {
    for (const [key, item] of this.#items) yield [key, item.value]
  }

  clear(): void {
    this.#items.clear()
    this.#bytes = 0
  }
}

/** Roughly the memory a plain value holds: the length of its JSON, at two bytes a character. */
export function jsonBytes(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * 2
}
