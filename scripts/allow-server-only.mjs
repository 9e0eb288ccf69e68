// Scripts run server modules outside Next.js, where `import 'server-only'` would throw: this hook
// resolves it to the package's empty module, as Next does for server code. Use: tsx --import ./scripts/allow-server-only.mjs
import { register } from 'node:module';

const empty = new URL('../node_modules/server-only/empty.js', import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
