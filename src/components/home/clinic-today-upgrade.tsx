import { useEffect, type ReactNode } from 'react'

/**
 * Defines <clinic-today> (src/components/clinics/clinic-today-element.ts) only once the homepage's
 * clinics near the screen, so the homepage loads no more script at first than before it had them
 * (issue 29). Its children are the server's HTML, which hydration leaves as it is; once defined,
 * the element upgrades every <clinic-today> already on the page. (Imported in an effect: the
 * element extends HTMLElement, which the server has not.)
 */
export function ClinicTodayUpgrade({ children }: { children?: ReactNode }) {
  useEffect(() => {
    void import('@/components/clinics/clinic-today-element')
  }, [])
  return <div>{children}</div>
}
