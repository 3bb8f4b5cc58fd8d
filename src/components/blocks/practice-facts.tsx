import { careOffered, escalationSteps, regulation, type CareOffered } from '@/practice/regulation'

/*
 * The practice facts of src/practice/regulation.ts (issue 13), server-rendered: the footer
 * (src/components/frame/site-footer.astro) and /complaints-procedure both use it, passing the care
 * the group offers (SiteFacts.care) read for the request.
 */

const external = { rel: 'noopener noreferrer' } as const

/** One line for the footer: care offered, the complaints route and the GDC register. */
export function PracticeFactsLine({ care, className }: { care: CareOffered; className?: string }) {
  const steps = escalationSteps(care)
  return (
    <p data-testid="practice-facts" className={className}>
      {careOffered(care)}. Complaints: <a href={regulation.complaints.practice.href} className="underline underline-offset-2">{regulation.complaints.practice.label}</a>
      {steps.map((step, index) => (
        <span key={step.link.href}>
          {index === 0 ? ', then the ' : ' or the '}
          <a href={step.link.href} {...external} className="underline underline-offset-2">
            {step.link.label}
          </a>
          {step.for && ` for ${step.for}`}
        </span>
      ))}
      . Check our clinicians on the{' '}
      <a href={regulation.gdcRegister.href} {...external} className="underline underline-offset-2">
        {regulation.gdcRegister.label}
      </a>
      .
    </p>
  )
}

/** The fuller panel on /complaints-procedure. */
export function PracticeFactsPanel({ care }: { care: CareOffered }) {
  return (
    <section aria-labelledby="practice-facts-title" data-testid="practice-facts-panel" className="container-page pb-14">
      <div className="rounded-3xl bg-sage-pale/60 p-6 ring-1 ring-line sm:p-8">
        <h2 id="practice-facts-title" className="text-2xl">
          Complaints at a glance
        </h2>
        <dl className="mt-4 grid gap-4">
          <div>
            <dt className="font-semibold">Care we offer</dt>
            <dd>{careOffered(care)}</dd>
          </div>
          <div>
            <dt className="font-semibold">How to complain</dt>
            <dd>
              <ol className="mt-1 list-decimal space-y-1 pl-6">
                <li>
                  First, through <a href={regulation.complaints.practice.href} className="underline underline-offset-2">{regulation.complaints.practice.label}</a> (above).
                </li>
                {escalationSteps(care).map((step) => (
                  <li key={step.link.href}>
                    If you are not satisfied with our final reply{step.for && ` about ${step.for}`}: {step.text} (
                    <a href={step.link.href} {...external} className="underline underline-offset-2">
                      {step.link.label}
                    </a>
                    ).
                  </li>
                ))}
              </ol>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Checking a dental professional</dt>
            <dd>
              Every dentist, hygienist, therapist and dental nurse here is on the General Dental Council&apos;s register: check them on the{' '}
              <a href={regulation.gdcRegister.href} {...external} className="underline underline-offset-2">
                {regulation.gdcRegister.label}
              </a>
              .
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
