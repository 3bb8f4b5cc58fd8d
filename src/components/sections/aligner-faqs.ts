import { financeOffer } from '@/site/finance-offer'
import { quoting, type SiteFacts } from '@/practice/site-facts'
import type { FaqItem } from '../blocks/faq'

/** Six Invisalign questions (docs/requirements.md §2, Invisalign page), quoting the request's prices. */
export const invisalignFaqs = (facts: Pick<SiteFacts, 'prices' | 'phone'>): readonly FaqItem[] => [
  {
    question: 'How long does Invisalign treatment take?',
    answer: 'It depends on how far your teeth need to move. Mild cases treated with Invisalign Lite can be finished in as little as 6 months; more complex bites usually take 12 to 18 months. You change to a new set of aligners about every two weeks, and Dr Marsh will give you an estimate after your iTero scan. See [your Invisalign journey](/invisalign-journey) for each step.',
  },
  {
    question: 'Does Invisalign hurt?',
    answer: 'Most people feel pressure or tenderness for a day or two after starting each new set of aligners. That is a sign the aligners are moving your teeth, and it soon settles. There are no wires or brackets to rub your cheeks.',
  },
  {
    question: 'How many hours a day do I need to wear my aligners?',
    answer: 'About 22 hours a day. Take them out to eat, to drink anything other than water, and to brush and floss, then put them straight back in. Wearing them less slows your treatment down.',
  },
  {
    question: 'Will people notice I am wearing aligners?',
    answer: 'Very few people will. The aligners are thin, clear plastic made for your teeth. Some treatments need small tooth-coloured attachments bonded to a few teeth to help the aligners grip; they are discreet and removed at the end.',
  },
  {
    question: 'How much does Invisalign cost?',
    answer: `${quoting(facts, ['invisalignLite', 'invisalignComprehensive'], (lite, comprehensive) => `Invisalign Lite starts from ${lite} and Invisalign Comprehensive from ${comprehensive}, including your review appointments.`, 'Your price includes your review appointments.')} You can spread the cost with [0% finance over ${financeOffer.terms} months](/finance), subject to status. All our prices are on the [fees page](/fees).`,
  },
  {
    question: 'What happens when my treatment finishes?',
    answer: 'Teeth tend to drift back, so you will wear retainers to keep them in their new positions: usually at night, for as long as you want your teeth to stay straight. We check them at your routine visits.',
  },
]

/** Four invisible braces questions (docs/requirements.md §2, Invisible braces page), quoting the request's prices. */
export const invisibleBracesFaqs = (facts: Pick<SiteFacts, 'prices' | 'phone'>): readonly FaqItem[] => [
  {
    question: 'What are invisible braces?',
    answer: 'A common name for discreet ways of straightening teeth: clear removable aligners such as [Invisalign](/invisalign), and fixed braces with tooth-coloured ceramic brackets and pale wires.',
  },
  {
    question: 'Which is better for me, aligners or clear braces?',
    answer: 'It depends on how your teeth and bite need to move and on your lifestyle. Aligners suit people who will wear them about 22 hours a day and like being able to take them out; fixed clear braces work all the time without you needing to remember them. Dr Marsh will explain the options that could work for you.',
  },
  {
    question: 'How long will I need to wear them?',
    answer: 'Mild cases can take as little as 6 months; more complex ones usually take 12 to 18 months. With aligners you move on to a new set about every two weeks. Afterwards, retainers keep your teeth in place.',
  },
  {
    question: 'How much do invisible braces cost?',
    answer: `${quoting(facts, ['invisalignLite', 'clearBraces'], (lite, braces) => `Invisalign starts from ${lite} (Lite) and clear braces from ${braces}.`)} You can spread the cost with [interest-free finance](/finance) on treatments from ${financeOffer.from}, subject to status.`,
  },
]
