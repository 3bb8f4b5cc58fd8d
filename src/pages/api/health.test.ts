import type { APIContext } from 'astro'
import { processPageGateStore } from '@/cache/page-gate-store'
import { GET } from './health'

test('the health check names each route and rule the page gate refuses, and nothing the page said', async () => {
  processPageGateStore.refuse('/veneers', ['credit-example'])
  const body = (await (await GET({} as APIContext)).json()) as { status: string; gate: unknown[] }
  expect(body.gate).toEqual([{ route: '/veneers', rule: 'credit-example', since: expect.any(String) }])
  processPageGateStore.pass('/veneers')
  const after = (await (await GET({} as APIContext)).json()) as { gate: unknown[] }
  expect(after.gate).toEqual([])
})
