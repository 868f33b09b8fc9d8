import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, MenuItem, type TextField } from '@mui/material';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/shared/ui';
import { z } from '@/shared/lib/zod';
import { ARTICLE_CATEGORIES, isArticleCategory } from '@/entities/article';
import type { ArticleCategory } from '@/shared/api';
import type { SubmitArticleRequest } from '@/shared/api/signed-in';

/** docs/product.md "Forms, messages and notices": title, content and category required; excerpt optional. */
export const articleFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  excerpt: z.string().trim().max(1000, 'Excerpt must be at most 1000 characters'),
  content: z.string().trim().min(1, 'Content is required').max(100_000, 'Content must be at most 100,000 characters'),
  // The admin's list, in the same words (issue 36).
  category: z.string().refine(isArticleCategory, 'Category is required'),
});
type ArticleFormValues = z.input<typeof articleFormSchema>;
const EMPTY: ArticleFormValues = { title: '', excerpt: '', content: '', category: '' };

export interface ArticleFormProps {
  /** Resolves when the article was submitted (the form then starts over); rejects with the call's error. */
  submit: (body: SubmitArticleRequest) => Promise<unknown>;
}

/** The guest article submission form of the Articles tab. */
export function ArticleForm({ submit }: ArticleFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<
    ArticleFormValues,
    unknown,
    z.output<typeof articleFormSchema>
  >({ resolver: zodResolver(articleFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit({ ...values, category: values.category as ArticleCategory, excerpt: values.excerpt || null });
      reset(EMPTY);
    } catch {
      // The page shows the failure toast; the form keeps what was typed.
    }
  });

  const field = (
    name: keyof ArticleFormValues,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => <FormTextField {...extra} control={control} name={name} id={`article-${name}`} label={label} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Article submission">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>{field('title', 'Title', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('category', 'Category', {
            required: true,
            select: true,
            children: ARTICLE_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>{field('excerpt', 'Excerpt', { multiline: true, minRows: 2 })}</Grid>
        <Grid size={{ xs: 12 }}>
          {field('content', 'Content', {
            required: true,
            multiline: true,
            minRows: 10,
            helperText: 'Markdown is supported',
          })}
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting...' : 'Submit Article'}
        </Button>
      </Box>
    </Box>
  );
}
