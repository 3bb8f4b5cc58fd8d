/** docs/requirements.md §3: five testimonials are built into the product (quote and first name or initial). */
export interface Testimonial {
  readonly quote: string
  readonly author: string
  readonly treatment: string
}

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'I had avoided the dentist for nine years. Dr Turner explained every step before she did it and let me raise a hand whenever I needed a pause. I actually look forward to my check-ups now.',
    author: 'Claire M.',
    treatment: 'Nervous patient care',
  },
  {
    quote: 'My Invisalign treatment took eleven months from the first scan to my retainers. Seeing the simulation of my new smile before we started made the decision easy.',
    author: 'Priya',
    treatment: 'Invisalign',
  },
  {
    quote: 'Dr Mehta replaced a front tooth I lost in a cycling accident. The implant looks and feels like my own tooth, and nobody can tell which one it is.',
    author: 'James T.',
    treatment: 'Single tooth implant',
  },
  {
    quote: 'Four teeth of composite bonding in one visit, no drilling, and the shade match is perfect. The team even sent photos so I could see the before and after side by side.',
    author: 'Sophie',
    treatment: 'Composite bonding',
  },
  {
    quote: 'The hygienist is so gentle and gives practical advice rather than a lecture. The membership plan spreads the cost, and the whitening it includes was a lovely bonus.',
    author: 'R. Patel',
    treatment: 'Hygiene and membership',
  },
]
