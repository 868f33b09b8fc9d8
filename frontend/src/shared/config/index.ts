export { paths } from './paths';
export { APP_NAME } from './env';
