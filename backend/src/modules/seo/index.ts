export { SeoModule } from './seo.module';
