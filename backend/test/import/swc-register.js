// Runs backend TypeScript from source in a child process (the kill-the-worker test spawns
// `node -r ./test/import/swc-register.js src/worker.ts`), compiled on the fly with the same
// SWC settings as Jest, so the test does not depend on a fresh `npm run build`.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.swcrc'), 'utf8'));
delete options.$schema;

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, { ...options, filename, swcrc: false, sourceMaps: 'inline' });
  module._compile(code, filename);
};
