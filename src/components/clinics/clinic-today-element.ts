import { todayStatus, type TodayData } from './today-status'

/**
 * `<clinic-today data-schedule="…">`: the clinic's "today" line, written in the browser from the
 * schedule the page carries and kept true while the page stays open. Empty without JavaScript:
 * the weekly hours and dated closures beside it are true whatever the cache; a claim about now is not.
 */
class ClinicToday extends HTMLElement {
  #timer: ReturnType<typeof setInterval> | undefined

  connectedCallback() {
    let data: TodayData
    try {
      data = JSON.parse(this.dataset.schedule ?? '') as TodayData
    } catch {
      return
    }
    const render = () => {
      const status = todayStatus(data, new Date())
      this.textContent = status?.text ?? ''
      if (status) this.dataset.open = String(status.open)
      else delete this.dataset.open
    }
    render()
    this.#timer = setInterval(render, 60_000)
  }

  disconnectedCallback() {
    clearInterval(this.#timer)
  }
}

if (!customElements.get('clinic-today')) customElements.define('clinic-today', ClinicToday)
