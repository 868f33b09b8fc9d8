import type { Request } from 'express';
import { routeLabel } from './http-metrics';

const req = (fields: Partial<Request>) => fields as Request;

describe('routeLabel', () => {
  it("uses the matched handler's route template", () => {
    expect(
      routeLabel(req({ route: { path: '/api/schools/slug/:slug' }, baseUrl: '', originalUrl: '/api/schools/slug/x' })),
    ).toBe('/api/schools/slug/:slug');
    expect(routeLabel(req({ route: { path: '/:id' }, baseUrl: '/api/things', originalUrl: '/api/things/7' }))).toBe(
      '/api/things/:id',
    );
  });

  it('groups requests no handler matched instead of using their URL', () => {
    expect(routeLabel(req({ route: { path: '/api/{*path}' }, originalUrl: '/api/nope?x=1' }))).toBe('(api-unmatched)');
    expect(routeLabel(req({ originalUrl: '/api' }))).toBe('(api-unmatched)');
    expect(routeLabel(req({ originalUrl: '/schools/henderson-academy' }))).toBe('(static)');
    expect(routeLabel(req({ originalUrl: '/assets/index-abc123.js' }))).toBe('(static)');
  });
});
