import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  FormControlLabel,
  Grid,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Typography,
  type TextField,
} from '@mui/material';
import type { ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ARTICLE_CATEGORIES, CategoryBadge } from '@/entities/article';
import type { AdminArticleResponse } from '@/shared/api/signed-in';
import type { AdminCreateArticleRequest } from '@/shared/api/signed-in';
import { CoverImage, FormTextField, MarkdownContent } from '@/shared/ui';
import {
  articleEditorSchema,
  toArticleEditorValues,
  toArticleRequest,
  type ArticleEditorOutput,
  type ArticleEditorValues,
} from '../model/article-editor';

type Field = keyof ArticleEditorValues;

function serverFieldErrors(error: unknown): [Field, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors ?? {};
  const fields = Object.keys(toArticleEditorValues(null));
  return Object.entries(errors).flatMap(([field, messages]) =>
    fields.includes(field) && messages?.length ? [[field as Field, messages[0]] as [Field, string]] : [],
  );
}

/**
 * What the public article page will show, rendered by the same Markdown
 * component (same plugins, same allowed link schemes) while the admin types.
 */
function ArticlePreview({ control }: { control: ReturnType<typeof useForm<ArticleEditorValues>>['control'] }) {
  const [title, excerpt, content, category, imageUrl] = useWatch({
    control,
    name: ['title', 'excerpt', 'content', 'category', 'imageUrl'],
  });
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%', overflow: 'auto', maxHeight: '75vh' }}>
      <Typography variant="overline" color="text.secondary">
        Preview
      </Typography>
      <Box data-testid="article-preview">
        {category.trim() && <CategoryBadge category={category.trim()} />}
        <Typography variant="h4" component="p" sx={{ mt: 1, mb: 1, fontWeight: 700 }}>
          {title.trim() || 'Untitled article'}
        </Typography>
        {excerpt.trim() && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {excerpt}
          </Typography>
        )}
        {/^(https?:\/\/|\/)\S+$/.test(imageUrl.trim()) && (
          <CoverImage src={imageUrl.trim()} alt="" sx={{ borderRadius: 2, mb: 2 }} />
        )}
        {content.trim() ? (
          <MarkdownContent content={content} />
        ) : (
          <Typography color="text.secondary">The article text appears here as you write.</Typography>
        )}
      </Box>
    </Paper>
  );
}

export interface ArticleEditorProps {
  /** The article to edit, or null for 'New Article'. */
  article: AdminArticleResponse | null;
  onSave: (body: AdminCreateArticleRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** The admin's article editor: Markdown with a live preview, category, excerpt, image, author, Draft/Published. */
export function ArticleEditor({ article, onSave, onCancel }: ArticleEditorProps) {
  const idPrefix = `article-editor-${article?.id ?? 'new'}`;
  const { control, handleSubmit, setError, formState } = useForm<ArticleEditorValues, unknown, ArticleEditorOutput>({
    resolver: zodResolver(articleEditorSchema),
    defaultValues: toArticleEditorValues(article),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toArticleRequest(values));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }
  });
  const field = (
    name: Exclude<Field, 'isPublished'>,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => <FormTextField {...extra} control={control} name={name} id={`${idPrefix}-${name}`} label={label} />;
  const archived = !!article?.archivedAt;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={article ? 'Edit article' : 'New article'}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {field('title', 'Title', {
              required: true,
              helperText: article ? 'A new title moves the page; the old address keeps redirecting' : undefined,
            })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('category', 'Category', {
                required: true,
                select: true,
                children: ARTICLE_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                )),
              })}
              {field('author', 'Author')}
            </Stack>
            {field('imageUrl', 'Image URL', {
              helperText: 'A site path such as /images/articles/x.svg, or a full address',
            })}
            {field('excerpt', 'Excerpt', { multiline: true, minRows: 2 })}
            {field('content', 'Content (Markdown)', {
              required: true,
              multiline: true,
              minRows: 14,
              helperText: '# Heading, **bold**, [link](https://…), lists with - ; links may use http, https or mailto',
              slotProps: { htmlInput: { style: { fontFamily: 'monospace' } } },
            })}
            <Controller
              control={control}
              name="isPublished"
              render={({ field: toggle }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={toggle.value}
                      disabled={archived}
                      onChange={(event) => toggle.onChange(event.target.checked)}
                    />
                  }
                  label={
                    archived
                      ? 'Archived (restore it to publish)'
                      : toggle.value
                        ? 'Published (shown to families once saved)'
                        : 'Draft (hidden until published)'
                  }
                />
              )}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ArticlePreview control={control} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : article ? 'Save Changes' : 'Create Article'}
        </Button>
      </Box>
    </Box>
  );
}
