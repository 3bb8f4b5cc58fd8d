import http from 'node:http'

/** The request header that carries the TCP peer's address to the server actions. */
export const PEER_HEADER = 'x-larkspur-peer'

const key = Symbol.for('larkspur.forms.peer-address')
type Holder = { [key]?: true }

/**
 * Next.js fills X-Forwarded-For from the socket only when the request has none (`??=`), so with
 * no proxy in front a visitor's own X-Forwarded-For reaches the app unchanged and the socket
 * address is lost; server actions cannot see the socket either. Every incoming request is
 * therefore stamped with its TCP peer address before Next.js handles it, overwriting any header
 * of that name a visitor sent. Called once from instrumentation (Node.js runtime only).
 */
export function stampPeerAddress(): void {
  const holder = globalThis as Holder
  if (holder[key]) return
  holder[key] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function stamped(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[0] instanceof http.IncomingMessage) {
      const request = args[0]
      request.headers[PEER_HEADER] = request.socket.remoteAddress ?? 'unknown'
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
