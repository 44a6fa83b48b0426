export { routesModule } from './routes';
