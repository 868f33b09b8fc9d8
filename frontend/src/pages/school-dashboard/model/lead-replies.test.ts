import { deliveryLabel, fillTemplate, replyProblem, templateProblems } from './lead-replies';

describe('lead replies', () => {
  it('fills a template with the family’s first name and the school’s name', () => {
    expect(
      fillTemplate('Hi {firstName}, thank you for asking {schoolName}. {firstName}, see you!', {
        firstName: 'Maria',
        schoolName: 'Oak Academy',
      }),
    ).toBe('Hi Maria, thank you for asking Oak Academy. Maria, see you!');
    expect(fillTemplate('Hi {firstName},', { firstName: ' ', schoolName: 'Oak' })).toBe('Hi there,');
  });

  it('names the field in each problem, as the server does', () => {
    expect(replyProblem('   ')).toBe('Please write a reply');
    expect(replyProblem('x'.repeat(10_001))).toBe('The reply must be at most 10,000 characters');
    expect(replyProblem(' Thank you ')).toBeNull();
    expect(templateProblems({ name: '', body: '' })).toEqual({
      name: 'Please name the template',
      body: 'Please write the template text',
    });
    expect(templateProblems({ name: 'n'.repeat(81), body: 'ok' })).toEqual({
      name: 'The template name must be at most 80 characters',
    });
    expect(templateProblems({ name: 'Welcome', body: 'Hello' })).toEqual({});
  });

  it('says where a reply’s mail stands', () => {
    expect(deliveryLabel('failed')).toEqual({ label: 'Not delivered', tone: 'error' });
    expect(deliveryLabel('queued').label).toBe('Sending');
    expect(deliveryLabel('sent').label).toBe('Sent');
  });
});
