import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  errorText,
  useListArticlesForAdminQuery,
  useToggleArticleStatusMutation,
  useUpdateArticleAsAdminMutation,
  type AdminArticleResponse,
  type AdminUpdateArticleRequest,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { formatShortDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ArticleEditForm } from './article-edit-form';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;

/** Articles tab: search (title, excerpt, author), Published/Draft switch, Edit form, View. */
export function AdminArticlesTab() {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminArticleResponse | null>(null);
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching } = useListArticlesForAdminQuery({
    search: query || undefined,
    page,
    limit: LIMIT,
  });
  const [toggle] = useToggleArticleStatusMutation();
  const [update] = useUpdateArticleAsAdminMutation();

  const setPublished = async (article: AdminArticleResponse, isPublished: boolean) => {
    try {
      await toggle({ id: article.id, toggleArticleStatusRequest: { isPublished } }).unwrap();
      toast({ title: 'Status Updated', description: 'Article status has been updated.' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const save = async (body: AdminUpdateArticleRequest) => {
    if (!editing) return;
    try {
      await update({ id: editing.id, adminUpdateArticleRequest: body }).unwrap();
      toast({ title: 'Article Updated', description: 'The article has been saved.' });
      setEditing(null);
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const items = data?.items ?? [];
  return (
    <Stack spacing={2}>
      <SearchBox
        label="Search articles by title, excerpt or author"
        value={search}
        onChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun="articles"
        emptyText="No articles available"
      />
      {items.map((article) => (
        <Card key={article.id} variant="outlined" data-testid={`admin-article-${article.id}`}>
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h3">
                    {article.title}
                  </Typography>
                  <Chip size="small" label={article.category} />
                </Stack>
                {article.excerpt && (
                  <Typography variant="body2" color="text.secondary">
                    {article.excerpt}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {article.author ? `By ${article.author} · ` : ''}
                  {formatShortDate(article.createdAt)}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={article.isPublished}
                      onChange={(event) => void setPublished(article, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${article.title} is published` } }}
                    />
                  }
                  label={article.isPublished ? 'Published' : 'Draft'}
                />
                <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(article)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon />}
                  href={paths.article.href(article.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <Dialog open={!!editing} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>Edit Article</DialogTitle>
        <DialogContent dividers>
          {editing && <ArticleEditForm article={editing} onSave={save} onCancel={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
