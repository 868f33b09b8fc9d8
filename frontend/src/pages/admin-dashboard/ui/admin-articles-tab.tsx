import { Chip } from '@mui/material';
import {
  useListArticlesForAdminQuery,
  useToggleArticleStatusMutation,
  useUpdateArticleAsAdminMutation,
  type AdminArticleResponse,
  type AdminUpdateArticleRequest,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { formatShortDate } from '@/shared/lib/format';
import { AdminRecordList } from './admin-record-list';
import { ArticleEditForm } from './article-edit-form';

/** Articles tab: search (title, excerpt, author), Published/Draft switch, Edit form, View. */
export function AdminArticlesTab() {
  const [toggle] = useToggleArticleStatusMutation();
  const [update] = useUpdateArticleAsAdminMutation();
  return (
    <AdminRecordList<AdminArticleResponse, AdminUpdateArticleRequest>
      noun="articles"
      searchLabel="Search articles by title, excerpt or author"
      useList={useListArticlesForAdminQuery}
      row={(article) => ({
        testId: `admin-article-${article.id}`,
        title: article.title,
        badge: <Chip size="small" label={article.category} />,
        lines: [article.excerpt],
        caption: `${article.author ? `By ${article.author} · ` : ''}${formatShortDate(article.createdAt)}`,
        isOn: article.isPublished,
        viewHref: paths.article.href(article.slug),
      })}
      status={{
        onLabel: 'Published',
        set: (article, isPublished) => toggle({ id: article.id, toggleArticleStatusRequest: { isPublished } }).unwrap(),
        updatedText: 'Article status has been updated.',
      }}
      edit={{
        title: () => 'Edit Article',
        form: (article, save, cancel) => <ArticleEditForm article={article} onSave={save} onCancel={cancel} />,
        save: (article, body) => update({ id: article.id, adminUpdateArticleRequest: body }).unwrap(),
        savedToast: { title: 'Article Updated', description: 'The article has been saved.' },
      }}
    />
  );
}
