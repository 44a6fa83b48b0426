/**
 * The reading tracker's script (its own entry in the shell's boot build): the boot loader adds
 * it at idle when the reader has given analytics consent, so scroll depth, engaged time and the
 * read-complete of an article work on the server HTML alone, before (or without) the app. The app
 * and the remotes reach this one tracker through `@meydan/shared/util/tracking`'s page entry.
 */
import { installTracker } from '@meydan/shared/util/tracking';

const loader = document.querySelector<HTMLScriptElement>('script[data-tracker]');
installTracker({ checkStatus: loader?.dataset['trackerStatus'] === 'check' });
