// Runs the beltboard command line compiled to wasm32-wasip1 under Node's WASI,
// so the search and perft can be measured as WebAssembly in V8, the engine
// the browser uses: node scripts/wasi-run.mjs beltboard.wasm bestmove --movetime 2000
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, env, exit } from 'node:process';

if (argv.length < 3) {
  console.error('usage: node scripts/wasi-run.mjs <beltboard.wasm> <command> [options]');
  exit(2);
}
const wasi = new WASI({ version: 'preview1', args: ['beltboard', ...argv.slice(3)], env, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
