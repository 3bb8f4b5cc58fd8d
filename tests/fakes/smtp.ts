import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback (the smtp-server package) that keeps every message it accepts. */
export interface FakeSmtp {
  readonly port: number
  readonly url: string
  readonly messages: Array<{ from: string; to: string[]; raw: string }>
  close(): Promise<void>
}

export interface FakeSmtpOptions {
  /** Waits this long after each message's end before accepting it: a slow relay, for lease tests. */
  readonly acceptDelayMs?: number
}

export async function startFakeSmtp(port = 0, host = '127.0.0.1', { acceptDelayMs = 0 }: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const accept = () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        }
        if (acceptDelayMs > 0) setTimeout(accept, acceptDelayMs)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, host, () => resolve()))
  const bound = (server.server.address() as AddressInfo).port
  return {
    port: bound,
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Decodes the body of a quoted-printable or base64 MIME part well enough for assertions. */
export function attachmentOf(raw: string, fileName: string): Buffer | undefined {
  const at = raw.indexOf(`filename=${fileName}`) >= 0 ? raw.indexOf(`filename=${fileName}`) : raw.indexOf(`filename="${fileName}"`)
  if (at < 0) return undefined
  const start = raw.indexOf('\r\n\r\n', at)
  const end = raw.indexOf('\r\n--', start)
  return Buffer.from(raw.slice(start + 4, end).replace(/\s+/g, ''), 'base64')
}

/** The message with quoted-printable undone (soft line breaks joined, =XX decoded), for text assertions. */
export function readable(raw: string): string {
  return Buffer.from(raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8').replace(/\r\n/g, '\n')
}
