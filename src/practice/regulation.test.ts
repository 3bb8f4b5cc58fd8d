import { careOffered, escalationSteps } from './regulation'

describe('practice facts', () => {
  it('names the care offered', () => {
    expect(careOffered('both')).toBe('NHS and private dental care')
    expect(careOffered('private')).toBe('Private dental care')
    expect(careOffered('nhs')).toBe('NHS dental care')
  })

  it('escalates private complaints to the Dental Complaints Service and NHS ones by the NHS route', () => {
    expect(escalationSteps('private').map((step) => step.link.label)).toEqual(['Dental Complaints Service'])
    expect(escalationSteps('nhs').map((step) => step.link.label)).toEqual(['NHS complaints route'])
    expect(escalationSteps('both').map((step) => step.for)).toEqual(['private care', 'NHS care'])
    expect(escalationSteps('nhs')[0]?.text).toContain('Ombudsman')
  })
})
