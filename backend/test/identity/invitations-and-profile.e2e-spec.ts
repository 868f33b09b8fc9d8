import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  PASSWORD,
  as,
  auditRows,
  createSchool,
  createUser,
  linkOwner,
  newTag,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';

interface OutboxRow {
  template: string;
  recipient: string;
  data: Record<string, unknown>;
}

const NEW_PASSWORD = 'Juniper-Canyon-Sunrise-42';

/** Issue 36 "Operator console": invitations by e-mail with a one-time link; the signed-in person's profile. */
describe('identity: invitations, profile and e-mail change', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;
  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Olive');
    plainUser = await signInAs(t, 'user', 'Uma');
  });
  afterAll(() => t.close());

  const mailsTo = (recipient: string, template: string) =>
    sql<OutboxRow>(
      t,
      `select template, recipient, data from mail_outbox where recipient = ? and template = ? order by id`,
      [recipient, template],
    );
  const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token')!;
  const userRow = async (email: string) =>
    (
      await sql<{ id: string; role: string; has_password: boolean }>(
        t,
        `select id, role, password_hash is not null as has_password from app_user where email = ?`,
        [email],
      )
    )[0];

  it('refuses the new routes beyond their role: 401 signed out, 403 below admin for invitations', async () => {
    await request(server()).post('/api/admin/users/invitations').send({}).expect(401);
    await as(t, plainUser).post('/api/admin/users/invitations').send({}).expect(403);
    await as(t, owner).post('/api/admin/users/invitations').send({}).expect(403);
    await request(server()).patch('/api/auth/profile').send({ firstName: 'X' }).expect(401);
    await request(server()).post('/api/auth/email-change').send({}).expect(401);
  });

  describe('invitations', () => {
    it('invites a new admin: an account without a password, a one-time link by mail that sets it and signs in', async () => {
      const email = `new-admin-${newTag()}@example.com`;
      const res = await as(t, admin)
        .post('/api/admin/users/invitations')
        .send({ email: ` ${email.toUpperCase()} `, role: 'admin', firstName: 'Nora', lastName: 'Newman' })
        .expect(201);
      expect(res.body).toMatchObject({ email, role: 'admin', hasPassword: false, firstName: 'Nora' });
      const [mail] = await mailsTo(email, 'account-invitation');
      expect(mail.data).toMatchObject({
        firstName: 'Nora',
        invitedAs: 'an administrator of Vegas Private Schools',
        setsPassword: true,
        expiresInHours: 168,
      });
      expect(String(mail.data.actionUrl)).toMatch(/\/set-password\?token=/);
      const [link] = await sql<{ purpose: string }>(t, `select purpose from password_link where user_id = ?`, [
        res.body.id,
      ]);
      expect(link.purpose).toBe('invite');
      expect((await auditRows(t, 'app_user', res.body.id)).map((row) => [row.action, row.actor_id])).toEqual([
        ['user.invited', admin.id],
      ]);

      const accepted = await request(server())
        .post('/api/auth/password-reset/confirm')
        .send({ token: tokenOf(mail.data.actionUrl), password: NEW_PASSWORD })
        .expect(200);
      expect(accepted.body.user).toMatchObject({ email, role: 'admin' });
      await request(server()).post('/api/login').send({ email, password: NEW_PASSWORD }).expect(200);
      // The link works once.
      await request(server())
        .post('/api/auth/password-reset/confirm')
        .send({ token: tokenOf(mail.data.actionUrl), password: `${NEW_PASSWORD}x` })
        .expect(400);
    });

    it('refuses an admin invitation for an address that has an account (409, nothing changed)', async () => {
      const existing = await createUser(t, 'user', 'Eve');
      const res = await as(t, admin)
        .post('/api/admin/users/invitations')
        .send({ email: existing.email, role: 'admin' })
        .expect(409);
      expect(res.body.errors.email).toEqual([
        'An account with this e-mail already exists: change its role in the list instead',
      ]);
      expect((await userRow(existing.email)).role).toBe('user');
      expect(await mailsTo(existing.email, 'account-invitation')).toEqual([]);
    });

    it("invites a school's second owner: linked at once, and the invitation names the school", async () => {
      const school = await createSchool(t, `Invite ${newTag()} Academy`);
      await linkOwner(t, owner.id, school.id);
      const email = `second-owner-${newTag()}@example.com`;
      const res = await as(t, admin)
        .post('/api/admin/users/invitations')
        .send({ email, role: 'school_admin', schoolId: school.id })
        .expect(201);
      expect(res.body).toMatchObject({ role: 'school_admin', hasPassword: false, schools: [{ id: school.id }] });
      const [mail] = await mailsTo(email, 'account-invitation');
      expect(mail.data).toMatchObject({ invitedAs: `an owner of ${school.name}`, setsPassword: true });

      const again = await as(t, admin)
        .post('/api/admin/users/invitations')
        .send({ email, role: 'school_admin', schoolId: school.id })
        .expect(409);
      expect(again.body.message).toBe('This person already manages this school');

      // Someone who already signs in gets the school and a mail to sign in, no password link.
      const member = await createUser(t, 'user', 'Milo');
      await as(t, admin)
        .post('/api/admin/users/invitations')
        .send({ email: member.email, role: 'school_admin', schoolId: school.id })
        .expect(201);
      const [notice] = await mailsTo(member.email, 'account-invitation');
      expect(notice.data.setsPassword).toBeUndefined();
      expect(String(notice.data.actionUrl)).toMatch(/\/login$/);
      expect((await userRow(member.email)).role).toBe('school_admin');
      expect(await sql(t, `select 1 from password_link where user_id = ?`, [member.id])).toEqual([]);
    });

    it.each([
      [{ email: 'not-an-email', role: 'admin' }, 'email', 'Please enter a valid email'],
      [{ email: 'x@example.com', role: 'owner' }, 'role', 'Please choose what the person is invited as'],
      [{ email: 'x@example.com', role: 'school_admin' }, 'schoolId', 'Please choose the school'],
      [{ email: 'x@example.com', role: 'school_admin', schoolId: 999_999_999 }, 'schoolId', 'No school has this id'],
    ])('refuses %j with a 400 naming the field, and creates nothing', async (body, field, message) => {
      const before = await sql<{ n: string }>(t, `select count(*) as n from app_user`);
      const res = await as(t, admin).post('/api/admin/users/invitations').send(body).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await sql(t, `select count(*) as n from app_user`)).toEqual(before);
    });
  });

  describe('profile', () => {
    it('changes the signed-in person’s own name; refuses a name too long', async () => {
      const me = await signInAs(t, 'school_admin', 'Pia');
      const res = await as(t, me)
        .patch('/api/auth/profile')
        .send({ firstName: ' Pia ', lastName: 'Paulsen' })
        .expect(200);
      expect(res.body).toMatchObject({ firstName: 'Pia', lastName: 'Paulsen', email: me.email });
      const current = await as(t, me).get('/api/auth/user').expect(200);
      expect(current.body).toMatchObject({ firstName: 'Pia', lastName: 'Paulsen' });
      const long = await as(t, me)
        .patch('/api/auth/profile')
        .send({ firstName: 'x'.repeat(101) })
        .expect(400);
      expect(long.body.errors.firstName).toEqual(['First name must be at most 100 characters']);
      expect((await auditRows(t, 'app_user', me.id)).map((row) => row.action)).toEqual(['user.profile_updated']);
    });

    it('changes the e-mail only once the link sent to the new address is used, and tells the old address', async () => {
      const me = await signInAs(t, 'school_admin', 'Quinn');
      const newEmail = `moved-${newTag()}@example.com`;
      const wrong = await as(t, me)
        .post('/api/auth/email-change')
        .send({ newEmail, currentPassword: 'not-it' })
        .expect(400);
      expect(wrong.body.errors.currentPassword).toEqual(['Current password is incorrect']);
      const same = await as(t, me)
        .post('/api/auth/email-change')
        .send({ newEmail: me.email, currentPassword: PASSWORD });
      expect(same.status).toBe(400);
      expect(same.body.errors.newEmail).toEqual(['This is already your e-mail address']);
      const taken = await as(t, me)
        .post('/api/auth/email-change')
        .send({ newEmail: admin.email, currentPassword: PASSWORD })
        .expect(409);
      expect(taken.body.errors.newEmail).toEqual(['Another account already uses this e-mail address']);

      const asked = await as(t, me)
        .post('/api/auth/email-change')
        .send({ newEmail, currentPassword: PASSWORD })
        .expect(202);
      expect(asked.body).toMatchObject({ email: newEmail });
      // Nothing changed yet.
      expect((await as(t, me).get('/api/auth/user').expect(200)).body.email).toBe(me.email);
      const [mail] = await mailsTo(newEmail, 'email-change-confirm');
      expect(String(mail.data.confirmUrl)).toMatch(/\/confirm-email\?token=/);
      const token = tokenOf(mail.data.confirmUrl);
      // The confirmation link never sets a password.
      await request(server())
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: NEW_PASSWORD })
        .expect(400);

      const confirmed = await request(server()).post('/api/auth/email-change/confirm').send({ token }).expect(200);
      expect(confirmed.body.email).toBe(newEmail);
      expect((await as(t, me).get('/api/auth/user').expect(200)).body.email).toBe(newEmail);
      const [notice] = await mailsTo(me.email, 'email-changed');
      expect(notice.data).toMatchObject({ newEmail });
      await request(server()).post('/api/login').send({ email: me.email, password: PASSWORD }).expect(401);
      await request(server()).post('/api/login').send({ email: newEmail, password: PASSWORD }).expect(200);
      const reused = await request(server()).post('/api/auth/email-change/confirm').send({ token }).expect(400);
      expect(reused.body.message).toBe('This link is invalid or has expired. Please request a new one.');
      await request(server()).post('/api/auth/email-change/confirm').send({}).expect(400);
      expect((await auditRows(t, 'app_user', me.id)).map((row) => row.action)).toEqual(['user.email_changed']);
    });
  });
});
