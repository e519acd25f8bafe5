// Container HEALTHCHECK: GET http://127.0.0.1:$PORT$HEALTH_PATH answers 2xx within 3 s.
// Node itself, so the runtime image needs no curl or wget.
const port = process.env.PORT || process.env.EDGE_PORT || '8080';
const path = process.env.HEALTH_PATH || '/ready';
fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
