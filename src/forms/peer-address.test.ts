import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PEER_HEADER, stampPeerAddress } from './peer-address'

test('every request reaching a Node server carries its TCP peer, overwriting a forged header', async () => {
  stampPeerAddress()
  const server = http.createServer((request, response) => response.end(String(request.headers[PEER_HEADER])))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: '198.51.100.1', 'x-forwarded-for': '198.51.100.1' } })
    expect(await answer.text()).toBe('127.0.0.1')
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
