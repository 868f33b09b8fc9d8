import { memoryArticles } from '../../../../test/support/fakes/articles';
import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeMailOutbox } from '../../../../test/support/fakes/mail';
import { MemoryPendingChanges, MemorySubmitters } from '../../../../test/support/fakes/moderation';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import {
  ChangeAlreadyDecidedError,
  ChangeNotFoundError,
  ChangeTargetMissingError,
  RejectionNotesRequiredError,
} from '../domain/moderation.errors';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { DecideChange } from './decide-change';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const articles = memoryArticles(unitOfWork, audit.trail);
  const changes = new MemoryPendingChanges(unitOfWork);
  const submitters = new MemorySubmitters();
  submitters.submitters.push({ id: 'owner-1', email: 'owner@school.example', firstName: 'Lena', lastName: null });
  const mail = new FakeMailOutbox(unitOfWork);
  const decide = new DecideChange(
    unitOfWork,
    changes,
    submitters,
    directory.lookup,
    directory.applyProfileChange,
    articles.lookup,
    articles.publishArticle,
    articles.archiveArticle,
    audit.trail,
    mail,
    fakeConfig(),
  );
  const school = directory.schools.add({ name: 'Sage Hill', phone: '702-555-0100' });
  return { audit: audit.entries.entries, directory, articles, changes, mail, decide, school };
}

describe('DecideChange', () => {
  it('approving a profile change applies it to the school, mails the submitter and audits both steps', async () => {
    const { decide, changes, school, mail, audit } = setUp();
    const [change] = changes.table.seed(
      PendingSchoolChange.profileUpdate(school.id, 'owner-1', { name: 'Sage Hill Academy', phone: '702-555-0199' }),
    );

    await decide.execute('admin-1', change.id, 'approve', '  Looks right ');

    expect(change).toMatchObject({ status: 'approved', reviewedBy: 'admin-1', adminNotes: 'Looks right' });
    expect(school).toMatchObject({ name: 'Sage Hill Academy', slug: 'sage-hill-academy', phone: '702-555-0199' });
    expect(changes.locked).toEqual([change.id]);
    expect(mail.queued).toEqual([
      {
        template: 'change-approved',
        to: 'owner@school.example',
        key: `change-decision:${change.id}`,
        data: { firstName: 'Lena', schoolName: 'Sage Hill Academy', notes: 'Looks right' },
      },
    ]);
    expect(audit.map((entry) => entry.action)).toEqual(['school.change_applied', 'change.approved']);
    // The change remembers the entry that applied it: a revert of that entry finds the owner's change.
    expect(change.appliedEntryId).toBe(audit[0].id);
  });

  it('rejecting needs notes, changes nothing on the school and mails the reason', async () => {
    const { decide, changes, school, mail, audit } = setUp();
    const [change] = changes.table.seed(PendingSchoolChange.profileUpdate(school.id, 'owner-1', { phone: '1' }));

    await expect(decide.execute('admin-1', change.id, 'reject', ' ')).rejects.toBeInstanceOf(
      RejectionNotesRequiredError,
    );
    await decide.execute('admin-1', change.id, 'reject', 'Wrong number');

    expect(school.phone).toBe('702-555-0100');
    expect(mail.templates()).toEqual(['change-rejected']);
    expect(audit.map((entry) => entry.action)).toEqual(['change.rejected']);
  });

  it('approving an article submission publishes the article and mails its public address', async () => {
    const { decide, changes, articles, school, mail } = setUp();
    const article = articles.articles.add({ title: 'Our STEM Week', slug: 'our-stem-week' });
    const [change] = changes.table.seed(
      PendingSchoolChange.articleSubmission(school.id, 'owner-1', {
        articleId: article.id,
        title: article.title,
        excerpt: null,
        content: article.content,
        category: article.category,
        author: 'Lena',
      }),
    );

    await decide.execute('admin-1', change.id, 'approve');

    expect(article.isPublished).toBe(true);
    expect(mail.queued[0]).toMatchObject({
      template: 'article-approved',
      data: { articleTitle: 'Our STEM Week', articleUrl: 'https://schools.example/articles/our-stem-week' },
    });
  });

  it('decides once: a second decision is a conflict and leaves no second mail or audit entry', async () => {
    const { decide, changes, school, mail, audit } = setUp();
    const [change] = changes.table.seed(PendingSchoolChange.profileUpdate(school.id, 'owner-1', { city: 'Reno' }));

    await decide.execute('admin-1', change.id, 'approve');
    await expect(decide.execute('admin-2', change.id, 'reject', 'Too late')).rejects.toBeInstanceOf(
      ChangeAlreadyDecidedError,
    );
    expect(mail.queued).toHaveLength(1);
    expect(audit).toHaveLength(2);
  });

  it('answers 404 for an unknown change and 409 when its article is gone, rolling the decision back', async () => {
    const { decide, changes, school, mail, audit } = setUp();
    await expect(decide.execute('admin-1', 404, 'approve')).rejects.toBeInstanceOf(ChangeNotFoundError);

    const [change] = changes.table.seed(
      PendingSchoolChange.articleSubmission(school.id, 'owner-1', {
        articleId: 77,
        title: 'Gone',
        excerpt: null,
        content: 'x',
        category: 'News',
        author: 'Lena',
      }),
    );
    await expect(decide.execute('admin-1', change.id, 'approve')).rejects.toBeInstanceOf(ChangeTargetMissingError);
    expect(mail.queued).toHaveLength(0);
    expect(audit).toHaveLength(0);
  });
});
