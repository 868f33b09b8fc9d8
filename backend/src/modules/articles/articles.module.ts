import { Module } from '@nestjs/common';
import { ArticleCatalogue } from './application/ports/article-catalogue';
import { ArticlesController } from './http/articles.controller';
import { MikroOrmArticleCatalogue } from './infrastructure/mikro-orm-article-catalogue';

@Module({
  controllers: [ArticlesController],
  providers: [{ provide: ArticleCatalogue, useClass: MikroOrmArticleCatalogue }],
  exports: [ArticleCatalogue],
})
export class ArticlesModule {}
