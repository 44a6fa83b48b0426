// Async boundary: the federation runtime negotiates shared singletons before the server code runs.
import('./start').catch((error) => {
  console.error(error);
  process.exit(1);
});
