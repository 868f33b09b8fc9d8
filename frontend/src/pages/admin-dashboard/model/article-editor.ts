import { isArticleCategory } from '@/entities/article';
import { z } from '@/shared/lib/zod';
import type { ArticleCategory } from '@/shared/api';
import type { AdminArticleResponse } from '@/shared/api/signed-in';
import type { AdminCreateArticleRequest } from '@/shared/api/signed-in';

const IMAGE = /^(https?:\/\/|\/)\S+$/;

/** The admin's article editor: the server's limits and texts (articles `admin-*-article.request.ts`). */
export const articleEditorSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  // One of the list (issue 36): the owners' list, in the same words.
  category: z.string().refine(isArticleCategory, 'Category is required'),
  author: z.string().trim().max(255, 'Author must be at most 255 characters'),
  imageUrl: z
    .string()
    .trim()
    .max(2000, 'Image URL must be at most 2000 characters')
    .refine(
      (value) => value === '' || IMAGE.test(value),
      'Image URL must be a web address (https://…) or a site path starting with /',
    ),
  excerpt: z.string().trim().max(1000, 'Excerpt must be at most 1000 characters'),
  content: z.string().trim().min(1, 'Content is required').max(100_000, 'Content must be at most 100,000 characters'),
  isPublished: z.boolean(),
});

export type ArticleEditorValues = z.input<typeof articleEditorSchema>;
export type ArticleEditorOutput = z.output<typeof articleEditorSchema>;

export function toArticleEditorValues(article: AdminArticleResponse | null): ArticleEditorValues {
  return {
    title: article?.title ?? '',
    category: article && isArticleCategory(article.category) ? article.category : '',
    author: article?.author ?? '',
    imageUrl: article?.imageUrl ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    isPublished: article?.isPublished ?? false,
  };
}

/** The request body (create and edit take the same fields); blanks become null. */
export function toArticleRequest(values: ArticleEditorOutput): AdminCreateArticleRequest {
  return {
    title: values.title,
    category: values.category as ArticleCategory,
    content: values.content,
    excerpt: values.excerpt || null,
    imageUrl: values.imageUrl || null,
    author: values.author || null,
    isPublished: values.isPublished,
  };
}
