import { describe, expect, it } from 'vitest'
import { membersNamedIn, membersOf, offered, pick } from './team'

describe('who works at a clinic', () => {
  it('offers the team post type’s members by name', () => {
    expect(membersOf([{ slug: 'sam-patel', title: { raw: 'Dr Sam Patel', rendered: 'Dr Sam Patel' } }, { slug: 'ann-lee', title: { rendered: 'Ann Lee' } }])).toEqual([
      { slug: 'ann-lee', name: 'Ann Lee' },
      { slug: 'sam-patel', name: 'Dr Sam Patel' },
    ])
  })

  it('without the team plugin, offers every slug the practice names once', () => {
    const practice = { group: { clinics: [{ team: ['sam-patel', 'ann-lee'] }, { team: ['ann-lee'] }] }, treatments: [{ providers: ['jo-king', 'sam-patel'] }, {}] }
    expect(membersNamedIn(practice).map((member) => member.slug)).toEqual(['ann-lee', 'jo-king', 'sam-patel'])
    expect(membersNamedIn({})).toEqual([])
  })

  it('keeps a slug the clinic has but the list lost, so it can be unticked', () => {
    expect(offered([{ slug: 'ann-lee', name: 'Ann Lee' }], ['ann-lee', 'gone'])).toEqual([
      { slug: 'ann-lee', name: 'Ann Lee' },
      { slug: 'gone', name: 'gone (not on the team list)' },
    ])
  })

  it('ticks and unticks a member, never twice', () => {
    expect(pick(['ann-lee'], 'sam-patel', true)).toEqual(['ann-lee', 'sam-patel'])
    expect(pick(['ann-lee'], 'ann-lee', true)).toEqual(['ann-lee'])
    expect(pick(['ann-lee', 'sam-patel'], 'ann-lee', false)).toEqual(['sam-patel'])
  })
})
