import { HttpRules, apiPath } from './http-rules';

describe('HttpRules', () => {
  it('finds the rule covering a path, its sub-paths, a trailing slash and a query, and nothing else', () => {
    const rules = new HttpRules();
    rules.route({ path: '/admin/queues', outsideApiPrefix: true });
    rules.route({ path: apiPath('stripe/webhook'), sessionless: true });
    expect(rules.at('/admin/queues')?.outsideApiPrefix).toBe(true);
    expect(rules.at('/admin/queues/')?.outsideApiPrefix).toBe(true);
    expect(rules.at('/admin/queues/api/queues?page=1')?.outsideApiPrefix).toBe(true);
    expect(rules.at('/api/stripe/webhook?x=1')?.sessionless).toBe(true);
    expect(rules.at('/admin/queuesx')).toBeUndefined();
    expect(rules.at('/admin')).toBeUndefined();
    expect(rules.at('/')).toBeUndefined();
  });

  it('collects the tables public answers are read from, once each', () => {
    const rules = new HttpRules();
    rules.publicAnswersReadFrom('school');
    rules.publicAnswersReadFrom('Article', 'school');
    expect(rules.publicAnswerTables).toEqual(['school', 'article']);
  });

  it('builds API paths under the one prefix', () => {
    expect(apiPath('stripe/webhook')).toBe('/api/stripe/webhook');
    expect(apiPath('/health')).toBe('/api/health');
  });
});
