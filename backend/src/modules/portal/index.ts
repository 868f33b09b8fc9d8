export { PortalModule } from './portal.module';
