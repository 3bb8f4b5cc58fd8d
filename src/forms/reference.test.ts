import fc from 'fast-check'
import { checkSymbol, formatReference, newReference, parseReference, RANDOM_SYMBOLS, SYMBOLS } from './reference'

const value = fc.integer({ min: 0, max: 32 ** RANDOM_SYMBOLS - 1 })
/** The seven random symbols of a value, and the value of seven symbols. */
const symbolsOf = (n: number) => formatReference('AB', n).replace(/^AB-|-/g, '').slice(0, RANDOM_SYMBOLS).split('')
const valueOf = (symbols: readonly string[]) => symbols.reduce((sum, symbol) => sum * 32 + SYMBOLS.indexOf(symbol), 0)

describe('a submission reference', () => {
  test('reads as the prefix, then 4 and 4 ordinary symbols, the last the mod-37 check', () => {
    fc.assert(
      fc.property(value, (n) => {
        const reference = formatReference('LDC', n)
        expect(reference).toMatch(/^LDC-[0-9A-HJKMNP-TV-Z*~$=U]{4}-[0-9A-HJKMNP-TV-Z*~$=U]{4}$/)
        expect(reference.slice(-1)).toBe(checkSymbol(n))
        expect(valueOf(symbolsOf(n))).toBe(n)
      }),
    )
  })

  test('every single-symbol substitution among the seven random symbols changes the check', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: RANDOM_SYMBOLS - 1 }), fc.integer({ min: 1, max: 31 }), (n, position, shift) => {
        const symbols = symbolsOf(n)
        symbols[position] = SYMBOLS.charAt((SYMBOLS.indexOf(symbols[position] ?? '0') + shift) % 32)
        expect(checkSymbol(valueOf(symbols))).not.toBe(checkSymbol(n))
      }),
      { numRuns: 2000 },
    )
  })

  test('every adjacent transposition of two different symbols changes the check', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: RANDOM_SYMBOLS - 2 }), (n, position) => {
        const symbols = symbolsOf(n)
        const [a, b] = [symbols[position] ?? '', symbols[position + 1] ?? '']
        fc.pre(a !== b)
        ;[symbols[position], symbols[position + 1]] = [b, a]
        expect(checkSymbol(valueOf(symbols))).not.toBe(checkSymbol(n))
      }),
      { numRuns: 2000 },
    )
  })

  test('a draw whose check would be an extra symbol is drawn again', () => {
    // 32 % 37 = 32 indexes '*'; 0 checks as '0'.
    const draws = [32, 36, 0]
    expect(newReference('LDC', () => draws.shift() ?? 0)).toBe('LDC-0000-0000')
    expect(draws).toEqual([])
    fc.assert(fc.property(fc.infiniteStream(value), (stream) => void expect(newReference('LDC', () => stream.next().value)).toMatch(/^LDC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)))
  })

  test('a prefix is 2 to 5 capital letters', () => {
    expect(() => newReference('L')).toThrow()
    expect(() => newReference('ldc')).toThrow()
    expect(newReference('ABCDE')).toMatch(/^ABCDE-/)
  })

  test('input in any case, spacing and hyphenation, with O, I and L misread, is the same reference', () => {
    const reference = formatReference('LDC', valueOf('1O0L7KI'.replace(/O/g, '0').replace(/[IL]/g, '1').split('')))
    const [, code = ''] = /^LDC-(.{4}-.{4})$/.exec(reference) ?? []
    const loose = code.replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, (_, index: number) => (index % 2 ? 'I' : 'l'))
    for (const typed of [reference, reference.toLowerCase(), `ldc ${loose}`, ` LDC${loose.toUpperCase()} `, `l-d-c-${loose.slice(0, 4)} ${loose.slice(4)}`, loose]) {
      expect(parseReference(typed, 'LDC')).toEqual(expect.objectContaining({ ok: true, reference }))
    }
    expect(parseReference(loose)).toEqual(expect.objectContaining({ ok: true, reference: code, prefix: undefined }))
    expect(parseReference(`ABC-${code}`, 'LDC')).toEqual(expect.objectContaining({ ok: true, reference: `ABC-${code}`, prefix: 'ABC' }))
  })

  test('a wrong check symbol, a U or the wrong length is refused', () => {
    fc.assert(
      fc.property(value.filter((n) => n % 37 < 32), fc.constantFrom(...SYMBOLS), (n, wrong) => {
        fc.pre(wrong !== checkSymbol(n))
        expect(parseReference(formatReference('LDC', n).slice(0, -1) + wrong).ok).toBe(false)
      }),
    )
    expect(parseReference('LDC-U000-0000').ok).toBe(false)
    expect(parseReference('LDC-0000-000').ok).toBe(false)
    expect(parseReference('LDC-0000-00000').ok).toBe(false)
    expect(parseReference('').ok).toBe(false)
  })
})
