import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import { useListArticlesForAdminQuery, type AdminArticleResponse } from '@/shared/api/signed-in';
import {
  useArchiveArticleAsAdminMutation,
  useCreateArticleAsAdminMutation,
  useRestoreArticleAsAdminMutation,
  useToggleArticleStatusMutation,
  useUpdateArticleAsAdminMutation,
  type AdminCreateArticleRequest,
  type AdminUpdateArticleRequest,
} from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { formatShortDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import { AdminRecordList } from './admin-record-list';
import { ArticleEditor } from './article-editor';

/** Articles tab: search (title, excerpt, author), New Article, Published/Draft switch, editor, Archive/Restore, View. */
export function AdminArticlesTab() {
  const { toast } = useToast();
  const [toggle] = useToggleArticleStatusMutation();
  const [update] = useUpdateArticleAsAdminMutation();
  const [create] = useCreateArticleAsAdminMutation();
  const [archive] = useArchiveArticleAsAdminMutation();
  const [restore] = useRestoreArticleAsAdminMutation();
  const [creating, setCreating] = useState(false);

  const createArticle = async (body: AdminCreateArticleRequest) => {
    try {
      const article = await create({ adminCreateArticleRequest: body }).unwrap();
      toast({
        title: 'Article Created',
        description: article.isPublished
          ? `"${article.title}" is published.`
          : `"${article.title}" was saved as a draft.`,
      });
      setCreating(false);
    } catch (error) {
      toast({ title: 'Create Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <AdminRecordList<AdminArticleResponse, AdminUpdateArticleRequest>
        noun="articles"
        searchLabel="Search articles by title, excerpt or author"
        useList={useListArticlesForAdminQuery}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
            New Article
          </Button>
        }
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
          set: (article, isPublished) =>
            toggle({ id: article.id, toggleArticleStatusRequest: { isPublished } }).unwrap(),
          updatedText: 'Article status has been updated.',
        }}
        archive={{
          archivedAt: (article) => article.archivedAt,
          archive: (article) => archive({ id: article.id }).unwrap(),
          restore: (article) => restore({ id: article.id }).unwrap(),
          archivedText: 'The article is unpublished and kept for history.',
          restoredText: 'The article is back as a draft.',
          confirm: (article) => ({
            title: `Archive "${article.title}"?`,
            description:
              'The article leaves the public pages at once and is kept for history. You can restore it later as a draft.',
            confirmLabel: 'Archive Article',
          }),
        }}
        edit={{
          title: () => 'Edit Article',
          form: (article, save, cancel) => <ArticleEditor article={article} onSave={save} onCancel={cancel} />,
          save: (article, body) => update({ id: article.id, adminUpdateArticleRequest: body }).unwrap(),
          savedToast: { title: 'Article Updated', description: 'The article has been saved.' },
        }}
      />
      <Dialog open={creating} onClose={() => setCreating(false)} maxWidth="lg" fullWidth>
        <DialogTitle>New Article</DialogTitle>
        <DialogContent dividers>
          {creating && <ArticleEditor article={null} onSave={createArticle} onCancel={() => setCreating(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
