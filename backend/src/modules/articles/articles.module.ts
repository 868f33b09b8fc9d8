import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
import { ArchiveArticle } from './application/archive-article';
import { ArticleLookup } from './application/article-lookup';
import { CreateArticle } from './application/create-article';
import { RestoreArticle } from './application/restore-article';
import { CreateArticleDraft } from './application/create-article-draft';
import { ArticleCatalogue } from './application/ports/article-catalogue';
import { ArticleRepository } from './application/ports/article.repository';
import { PublishArticle } from './application/publish-article';
import { SetArticlePublished } from './application/set-article-published';
import { UpdateArticle } from './application/update-article';
import { AdminArticlesController } from './http/admin-articles.controller';
import { ArticlesController } from './http/articles.controller';
import { AdminArticleReads } from './infrastructure/admin-article-reads';
import { MikroOrmArticleCatalogue } from './infrastructure/mikro-orm-article-catalogue';
import { MikroOrmArticleRepository } from './infrastructure/mikro-orm-article.repository';

/**
 * Articles and guides: the only module that writes the `article` table. Its
 * screens are the public list and page and the admin's Articles tab; a guest
 * article is stored and published through the use cases exported here.
 */
@Module({
  imports: [AuditModule, IdentityModule],
  controllers: [ArticlesController, AdminArticlesController],
  providers: [
    { provide: ArticleCatalogue, useClass: MikroOrmArticleCatalogue },
    { provide: ArticleRepository, useClass: MikroOrmArticleRepository },
    ArticleLookup,
    CreateArticleDraft,
    PublishArticle,
    SetArticlePublished,
    UpdateArticle,
    CreateArticle,
    ArchiveArticle,
    RestoreArticle,
    AdminArticleReads,
  ],
  exports: [ArticleCatalogue, ArticleLookup, CreateArticleDraft, PublishArticle, ArchiveArticle, AdminArticleReads],
})
export class ArticlesModule {
  constructor(rules: HttpRules) {
    // Public article answers (and directory's stats) are read from `article`: a write there clears the response cache.
    rules.publicAnswersReadFrom('article');
  }
}
