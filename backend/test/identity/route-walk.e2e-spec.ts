import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC_KEY } from '../../src/shared/http';
import type { Role } from '../../src/modules/identity';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, signIn, type SignedIn, removeIdentityTestData } from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

const ROLES_KEY = 'identity:roles';
/** Every role a caller can have, lowest first; `super_admin` behaves as `admin`. */
const RANKED: Role[] = ['user', 'school_admin', 'admin'];
const RANK: Record<Role, number> = { user: 0, school_admin: 1, admin: 2, super_admin: 2 };

interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
  roles: Role[];
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every controller route Nest registered, with its access metadata. */
function discoverRoutes(t: TestApp): RouteInfo[] {
  const reflector = new Reflector();
  const routes: RouteInfo[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPaths === undefined || method === undefined) continue;
        const isPublic = !!reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]);
        const roles = reflector.getAllAndOverride<Role[]>(ROLES_KEY, [handler, controller]) ?? [];
        for (const base of controllerPaths) {
          for (const sub of ([] as string[]).concat(methodPaths)) {
            routes.push({ method: RequestMethod[method], path: joinPath('api', base, sub), isPublic, roles });
          }
        }
      }
    }
  }
  return routes;
}

/**
 * The controller routes the Express app really serves, to prove the walk above
 * misses none. Middleware (mounted as routes for every method) and Swagger UI are not controller routes.
 */
function expressRoutes(t: TestApp): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack
    .filter((layer) => layer.route && Object.keys(layer.route.methods).length === 1)
    .filter((layer) => layer.route!.path.startsWith('/api'))
    .filter((layer) => !/^\/api\/docs(-json|-yaml)?(\/|$)/.test(layer.route!.path))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`));
}

/** A concrete URL for a route pattern: `:id` and wildcard segments get harmless values. */
function concrete(path: string): string {
  return path
    .replace(/\{\/?\*[^}]+\}/g, '')
    .replace(/\*\w*/g, 'x')
    .replace(/:(\w+)\??/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'))
    .replace(/[{}]/g, '');
}

function send(server: ReturnType<TestApp['app']['getHttpServer']>, route: RouteInfo, session?: SignedIn) {
  const url = concrete(route.path);
  const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
  let req = request(server)[verb === 'head' || verb === 'options' ? 'get' : verb](url);
  if (session) req = req.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  if (!['get', 'head', 'options'].includes(verb)) req = req.send({});
  return req;
}

describe('identity: every route is closed beyond its role', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const sessions = new Map<Role, SignedIn>();

  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t);
    for (const role of RANKED) {
      const user = await createUser(t, { role });
      sessions.set(role, await signIn(t, user.email));
    }
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('finds every route Express serves, including the identity ones', () => {
    const walked = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const served = expressRoutes(t).filter((r) => !r.startsWith('HEAD '));
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((r) => !walked.has(r))).toEqual([]);
    expect([...walked]).toEqual(
      expect.arrayContaining(['GET /api/auth/user', 'POST /api/login', 'POST /api/logout', 'POST /api/auth/password']),
    );
    // Changing a password needs a session: it is walked as a protected route (401 signed out).
    expect(routes.find((r) => r.path === '/api/auth/password')).toMatchObject({ method: 'POST', isPublic: false });
  });

  it('walks the lead routes (issue 17) with their access: public form, school_admin inbox, admin tools', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const inbox = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    expect({
      submit: access('POST', '/api/schools/:slug/leads'),
      summary: access('GET', '/api/portal/leads/summary'),
      list: access('GET', '/api/portal/schools/:schoolId/leads'),
      export: access('GET', '/api/portal/schools/:schoolId/leads/export'),
      detail: access('GET', '/api/portal/schools/:schoolId/leads/:leadId'),
      status: access('PATCH', '/api/portal/schools/:schoolId/leads/:leadId'),
      note: access('POST', '/api/portal/schools/:schoolId/leads/:leadId/notes'),
      reply: access('POST', '/api/portal/schools/:schoolId/leads/:leadId/replies'),
      retryReply: access('POST', '/api/portal/schools/:schoolId/leads/:leadId/replies/:replyId/retry'),
      templates: access('GET', '/api/portal/lead-reply-templates'),
      templateCreate: access('POST', '/api/portal/lead-reply-templates'),
      templateUpdate: access('PUT', '/api/portal/lead-reply-templates/:templateId'),
      templateDelete: access('DELETE', '/api/portal/lead-reply-templates/:templateId'),
      responseTime: access('GET', '/api/portal/schools/:schoolId/response-time'),
      publicResponseTime: access('GET', '/api/schools/response-time/:schoolId'),
      notificationsGet: access('GET', '/api/portal/schools/:schoolId/lead-notifications'),
      notificationsPut: access('PUT', '/api/portal/schools/:schoolId/lead-notifications'),
      adminSummary: access('GET', '/api/admin/leads/summary'),
      spam: access('POST', '/api/admin/leads/:leadId/spam'),
      erase: access('POST', '/api/admin/leads/:leadId/erase'),
    }).toEqual({
      submit: { isPublic: true, roles: [] },
      summary: inbox,
      list: inbox,
      export: inbox,
      detail: inbox,
      status: inbox,
      note: inbox,
      reply: inbox,
      retryReply: inbox,
      templates: inbox,
      templateCreate: inbox,
      templateUpdate: inbox,
      templateDelete: inbox,
      responseTime: inbox,
      publicResponseTime: { isPublic: true, roles: [] },
      notificationsGet: inbox,
      notificationsPut: inbox,
      adminSummary: adminOnly,
      spam: adminOnly,
      erase: adminOnly,
    });
  });

  it('walks the open-house routes (issue 20): public list, RSVP and cancel link; school_admin management', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const base = '/api/portal/schools/:schoolId/open-houses';
    expect({
      list: access('GET', '/api/open-houses'),
      one: access('GET', '/api/open-houses/:id'),
      rsvp: access('POST', '/api/open-houses/:id/rsvps'),
      lookup: access('POST', '/api/open-house-rsvps/lookup'),
      cancelRsvp: access('POST', '/api/open-house-rsvps/cancel'),
      ownerList: access('GET', base),
      create: access('POST', base),
      update: access('PATCH', `${base}/:id`),
      cancel: access('POST', `${base}/:id/cancel`),
      duplicate: access('POST', `${base}/:id/duplicate`),
      attendees: access('GET', `${base}/:id/attendees`),
      checkIn: access('POST', `${base}/:id/attendees/:rsvpId/check-in`),
      export: access('GET', `${base}/:id/attendees/export`),
    }).toEqual({
      list: open,
      one: open,
      rsvp: open,
      lookup: open,
      cancelRsvp: open,
      ownerList: owner,
      create: owner,
      update: owner,
      cancel: owner,
      duplicate: owner,
      attendees: owner,
      checkIn: owner,
      export: owner,
    });
  });

  it('walks the cost routes (issue 40): public schedules and program rules, owner schedule, admin rules and CSV', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    expect({
      schoolCosts: access('GET', '/api/schools/:slug/costs'),
      schoolsCosts: access('GET', '/api/schools/costs'),
      rules: access('GET', '/api/opportunity-scholarship/rules'),
      guide: access('GET', '/api/opportunity-scholarship'),
      ownerGet: access('GET', '/api/portal/schools/:schoolId/cost-schedule'),
      ownerPut: access('PUT', '/api/portal/schools/:schoolId/cost-schedule'),
      adminList: access('GET', '/api/admin/opportunity-scholarship-rules'),
      adminCreate: access('POST', '/api/admin/opportunity-scholarship-rules'),
      adminUpdate: access('PUT', '/api/admin/opportunity-scholarship-rules/:id'),
      csvExport: access('GET', '/api/admin/cost-schedules/export'),
      csvImport: access('POST', '/api/admin/cost-schedules/import'),
    }).toEqual({
      schoolCosts: open,
      schoolsCosts: open,
      rules: open,
      guide: open,
      ownerGet: owner,
      ownerPut: owner,
      adminList: adminOnly,
      adminCreate: adminOnly,
      adminUpdate: adminOnly,
      csvExport: adminOnly,
      csvImport: adminOnly,
    });
  });

  it('walks the analytics routes (issue 18): public beacon, owner dashboard, admin dashboard and rollup', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    expect({
      beacon: access('POST', '/api/analytics/events'),
      school: access('GET', '/api/portal/schools/:schoolId/analytics'),
      export: access('GET', '/api/portal/schools/:schoolId/analytics/export'),
      site: access('GET', '/api/admin/analytics'),
      rollup: access('POST', '/api/admin/analytics/rollup'),
    }).toEqual({
      beacon: { isPublic: true, roles: [] },
      school: owner,
      export: owner,
      site: adminOnly,
      rollup: adminOnly,
    });
  });

  it("walks the owner's change routes (issue 36): withdraw is the school admin's, the list and revert as before", () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const owner = { isPublic: false, roles: ['school_admin'] };
    expect({
      list: access('GET', '/api/school-dashboard/pending-changes'),
      withdraw: access('POST', '/api/school-dashboard/pending-changes/:id/withdraw'),
      revert: access('POST', '/api/admin/audit-log/:id/revert'),
      adminList: access('GET', '/api/admin/pending-changes'),
    }).toEqual({
      list: owner,
      withdraw: owner,
      revert: { isPublic: false, roles: ['admin'] },
      adminList: { isPublic: false, roles: ['admin'] },
    });
  });

  it('walks the operator console routes (issue 16): content, people, mail, audit and catalogue import are admin-only', () => {
    const adminOnly = { isPublic: false, roles: ['admin'] };
    const console16 = [
      ['GET', '/api/admin/schools'],
      ['POST', '/api/admin/schools'],
      ['PUT', '/api/admin/schools/:id'],
      ['POST', '/api/admin/schools/:id/archive'],
      ['POST', '/api/admin/schools/:id/restore'],
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles'],
      ['PUT', '/api/admin/articles/:id'],
      ['POST', '/api/admin/articles/:id/archive'],
      ['POST', '/api/admin/articles/:id/restore'],
      ['POST', '/api/admin/neighborhoods'],
      ['PUT', '/api/admin/neighborhoods/:id'],
      ['GET', '/api/admin/users'],
      ['PATCH', '/api/admin/users/:id/role'],
      ['POST', '/api/admin/users/:id/disable'],
      ['POST', '/api/admin/users/:id/enable'],
      ['POST', '/api/admin/users/:id/password-link'],
      ['POST', '/api/admin/users/:id/schools'],
      ['DELETE', '/api/admin/users/:id/schools/:schoolId'],
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', '/api/admin/contact-messages/:id/status'],
      ['POST', '/api/admin/contact-messages/:id/retry-mail'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/audit-log/actions'],
      ['POST', '/api/admin/audit-log/:id/revert'],
      ['GET', '/api/admin/catalogue/export'],
      ['POST', '/api/admin/catalogue/import'],
    ];
    const access = ([method, path]: string[]) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return { route: `${method} ${path}`, access: route && { isPublic: route.isPublic, roles: route.roles } };
    };
    expect(console16.map(access)).toEqual(
      console16.map(([method, path]) => ({ route: `${method} ${path}`, access: adminOnly })),
    );
    // Whatever is added under /api/admin later is held to the same rule.
    const loose = routes
      .filter((r) => r.path.startsWith('/api/admin/'))
      .filter((r) => r.isPublic || r.roles.join() !== 'admin')
      .map((r) => `${r.method} ${r.path}`);
    expect(loose).toEqual([]);
  });

  it('walks the gazetteer and map routes (issue 35): public places and tiles, admin-only edits', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    expect({
      places: access('GET', '/api/places'),
      tiles: access('GET', '/api/map-tiles'),
      adminList: access('GET', '/api/admin/places'),
      add: access('POST', '/api/admin/places'),
      remove: access('DELETE', '/api/admin/places/:id'),
    }).toEqual({ places: open, tiles: open, adminList: adminOnly, add: adminOnly, remove: adminOnly });
  });

  it('walks the operator console routes of issue 36: admin-only tools, the signed-in profile, the public e-mail link', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    // Any signed-in person, for their own account only (the handlers take the session's user, never an id).
    const signedIn = { isPublic: false, roles: [] };
    expect({
      neighborhoods: access('GET', '/api/admin/neighborhoods'),
      archive: access('POST', '/api/admin/neighborhoods/:id/archive'),
      restore: access('POST', '/api/admin/neighborhoods/:id/restore'),
      deleteHood: access('DELETE', '/api/admin/neighborhoods/:id'),
      invite: access('POST', '/api/admin/users/invitations'),
      contactUpdate: access('PATCH', '/api/admin/contact-messages/:id'),
      contactReply: access('POST', '/api/admin/contact-messages/:id/replies'),
      profile: access('PATCH', '/api/auth/profile'),
      emailChange: access('POST', '/api/auth/email-change'),
      emailConfirm: access('POST', '/api/auth/email-change/confirm'),
    }).toEqual({
      neighborhoods: adminOnly,
      archive: adminOnly,
      restore: adminOnly,
      deleteHood: adminOnly,
      invite: adminOnly,
      contactUpdate: adminOnly,
      contactReply: adminOnly,
      profile: signedIn,
      emailChange: signedIn,
      // The token mailed to the new address is the proof; the browser that opens it may be signed out.
      emailConfirm: { isPublic: true, roles: [] },
    });
  });

  it('walks the saved-search alert routes (issue 23): public, each action after saving needs a signed mailed link', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    expect({
      save: access('POST', '/api/alerts'),
      confirm: access('POST', '/api/alerts/confirm'),
      unsubscribe: access('POST', '/api/alerts/unsubscribe'),
      // The List-Unsubscribe link opened in a browser: a redirect to the page with the button, nothing changed.
      unsubscribePage: access('GET', '/api/alerts/unsubscribe'),
      list: access('GET', '/api/alerts/manage'),
      change: access('PATCH', '/api/alerts/manage/:id'),
      keep: access('POST', '/api/alerts/manage/:id/keep'),
      deleteOne: access('DELETE', '/api/alerts/manage/:id'),
      deleteAll: access('DELETE', '/api/alerts/manage'),
      // Confirming is a POST only: a GET (a mail scanner opening the link) has no route.
      confirmByGet: access('GET', '/api/alerts/confirm'),
    }).toEqual({
      save: open,
      confirm: open,
      unsubscribe: open,
      unsubscribePage: open,
      list: open,
      change: open,
      keep: open,
      deleteOne: open,
      deleteAll: open,
      confirmByGet: undefined,
    });
  });

  it('walks the family review routes (issue 39): public writing and reading, owner replies and reports, admin queue', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    const portal = '/api/portal/schools/:schoolId/reviews';
    expect({
      write: access('POST', '/api/schools/:schoolId/reviews'),
      list: access('GET', '/api/schools/:schoolId/reviews'),
      confirm: access('POST', '/api/reviews/confirm'),
      manage: access('GET', '/api/reviews/manage'),
      edit: access('PATCH', '/api/reviews/manage'),
      delete: access('DELETE', '/api/reviews/manage'),
      helpful: access('POST', '/api/reviews/:reviewId/helpful'),
      report: access('POST', '/api/reviews/:reviewId/reports'),
      ownerList: access('GET', portal),
      reply: access('PUT', `${portal}/:reviewId/reply`),
      ownerReport: access('POST', `${portal}/:reviewId/reports`),
      ownerAnalytics: access('GET', `${portal}/analytics`),
      queue: access('GET', '/api/admin/reviews'),
      adminVolumes: access('GET', '/api/admin/reviews/analytics'),
      publish: access('POST', '/api/admin/reviews/:reviewId/publish'),
      remove: access('POST', '/api/admin/reviews/:reviewId/remove'),
      publishReply: access('POST', '/api/admin/reviews/:reviewId/reply/publish'),
      removeReply: access('POST', '/api/admin/reviews/:reviewId/reply/remove'),
      // Publishing is a POST only: a GET of the confirm link (a mail scanner) has no route.
      confirmByGet: access('GET', '/api/reviews/confirm'),
    }).toEqual({
      write: open,
      list: open,
      confirm: open,
      manage: open,
      edit: open,
      delete: open,
      helpful: open,
      report: open,
      ownerList: owner,
      reply: owner,
      ownerReport: owner,
      ownerAnalytics: owner,
      queue: adminOnly,
      adminVolumes: adminOnly,
      publish: adminOnly,
      remove: adminOnly,
      publishReply: adminOnly,
      removeReply: adminOnly,
      confirmByGet: undefined,
    });
  });

  it('walks the correction routes (issue 44): public suggestion, owner and admin decisions', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    const portal = '/api/portal/schools/:schoolId/corrections';
    expect({
      suggest: access('POST', '/api/schools/:schoolId/corrections'),
      ownerList: access('GET', portal),
      ownerAccept: access('POST', `${portal}/:id/accept`),
      ownerDecline: access('POST', `${portal}/:id/decline`),
      queue: access('GET', '/api/admin/corrections'),
      adminAccept: access('POST', '/api/admin/corrections/:id/accept'),
      adminDecline: access('POST', '/api/admin/corrections/:id/decline'),
      // Nothing public reads the suggestions.
      publicList: access('GET', '/api/schools/:schoolId/corrections'),
    }).toEqual({
      suggest: open,
      ownerList: owner,
      ownerAccept: owner,
      ownerDecline: owner,
      queue: adminOnly,
      adminAccept: adminOnly,
      adminDecline: adminOnly,
      publicList: undefined,
    });
  });

  it('walks the listing confirmation routes (issue 44): the reminder link, the owner card, the operator list', () => {
    const access = (method: string, path: string) => {
      const route = routes.find((r) => r.method === method && r.path === path);
      return route && { isPublic: route.isPublic, roles: route.roles };
    };
    const open = { isPublic: true, roles: [] };
    const owner = { isPublic: false, roles: ['school_admin'] };
    const adminOnly = { isPublic: false, roles: ['admin'] };
    const card = '/api/portal/schools/:schoolId/listing-confirmation';
    expect({
      readLink: access('GET', '/api/listing-confirmations'),
      confirmByLink: access('POST', '/api/listing-confirmations'),
      ownerCard: access('GET', card),
      ownerConfirm: access('POST', card),
      ignored: access('GET', '/api/admin/listing-confirmations/ignored'),
      sendDue: access('POST', '/api/admin/listing-confirmations/reminders'),
    }).toEqual({
      readLink: open,
      confirmByLink: open,
      ownerCard: owner,
      ownerConfirm: owner,
      ignored: adminOnly,
      sendDue: adminOnly,
    });
  });

  it('walks the review queue count of the admin header (issue 36): admin only', () => {
    const route = routes.find((r) => r.method === 'GET' && r.path === '/api/admin/review-queue');
    expect(route && { isPublic: route.isPublic, roles: route.roles }).toEqual({ isPublic: false, roles: ['admin'] });
  });

  it('answers 401 to signed-out callers on every route not marked @Public()', async () => {
    const server = t.app.getHttpServer();
    const protectedRoutes = routes.filter((r) => !r.isPublic);
    expect(protectedRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const res = await send(server, route);
      if (res.status !== 401) failures.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to signed-in callers whose role is below the route’s own', async () => {
    const server = t.app.getHttpServer();
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.roles.length)) {
      const lowest = Math.min(...route.roles.map((role) => RANK[role]));
      for (const role of RANKED.filter((r) => RANK[r] < lowest)) {
        const res = await send(server, route, sessions.get(role));
        checked += 1;
        // The access-denied texts of docs/product.md "Who uses it", as the dashboards show them.
        const text = lowest >= RANK.admin ? 'Admin access required' : 'School Administrator Access Required';
        if (res.status !== 403 || res.body.message !== text)
          failures.push(`${route.method} ${route.path} as ${role} -> ${res.status} ${res.body.message}`);
      }
    }
    expect(failures).toEqual([]);
    // Vacuous only until the first role-guarded endpoint exists; then every lower role is tried.
    expect(checked).toBe(
      routes
        .filter((r) => r.roles.length)
        .reduce(
          (sum, r) => sum + RANKED.filter((role) => RANK[role] < Math.min(...r.roles.map((x) => RANK[x]))).length,
          0,
        ),
    );
  });
});
