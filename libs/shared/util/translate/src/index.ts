export { useTranslation } from './lib/use-translation';
