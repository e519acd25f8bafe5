// Async boundary: shared singletons are negotiated with the remotes before any app code runs.
// The chunk name lets the build preload it from index.html (webpack/preload-plugin.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
