import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, type TextField } from '@mui/material';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/shared/ui';
import { z } from 'zod';
import type { AdminArticleResponse, AdminUpdateArticleRequest } from '@/shared/api';

const articleEditSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  excerpt: z.string().trim().max(1000, 'Excerpt must be at most 1000 characters'),
  content: z.string().trim().min(1, 'Content is required'),
  category: z.string().trim().min(1, 'Category is required').max(100, 'Category must be at most 100 characters'),
  imageUrl: z.string().trim().max(2000, 'Image URL must be at most 2000 characters'),
  author: z.string().trim().max(255, 'Author must be at most 255 characters'),
});
type Values = z.input<typeof articleEditSchema>;

/** The admin's article Edit form (the slug stays, so shared links keep working). */
export function ArticleEditForm({
  article,
  onSave,
  onCancel,
}: {
  article: AdminArticleResponse;
  onSave: (body: AdminUpdateArticleRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof articleEditSchema>>({
    resolver: zodResolver(articleEditSchema),
    defaultValues: {
      title: article.title,
      excerpt: article.excerpt ?? '',
      content: article.content,
      category: article.category,
      imageUrl: article.imageUrl ?? '',
      author: article.author ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave({
        ...values,
        excerpt: values.excerpt || null,
        imageUrl: values.imageUrl || null,
        author: values.author || null,
      });
    } catch {
      // The tab shows the failure toast; the dialog stays open with the values.
    }
  });
  const field = (name: keyof Values, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <FormTextField {...extra} control={control} name={name} id={`article-edit-${name}`} label={label} />
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit article">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>{field('title', 'Title', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('category', 'Category', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('author', 'Author')}</Grid>
        <Grid size={{ xs: 12 }}>
          {field('imageUrl', 'Image URL', {
            helperText: 'A site path such as /images/articles/x.svg, or a full address',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>{field('excerpt', 'Excerpt', { multiline: true, minRows: 2 })}</Grid>
        <Grid size={{ xs: 12 }}>
          {field('content', 'Content (Markdown)', { required: true, multiline: true, minRows: 10 })}
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}
