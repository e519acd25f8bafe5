// Async boundary: shared singletons are negotiated with the remotes before any app code runs.
import('./bootstrap');
