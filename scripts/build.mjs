// @ts-check
/**
 * `npm run build`: builds only what changed since the last build.
 *
 * - web: `vite build` in a child process, skipped when a hash of everything it reads (its own
 *   files, the domain and contracts sources it bundles, the lockfile, the shared TypeScript
 *   settings, this script) is the last successful build's and its files are all still in
 *   apps/web/dist. That record is kept outside dist/ (which the server serves), in
 *   apps/web/node_modules/.cache, and removed before each build.
 * - domain, contracts and server, meanwhile: TypeScript's incremental build over their project
 *   references (`tsc --build`, here through its API so that TypeScript loads once). Each project
 *   keeps its .tsbuildinfo in its dist/, so removing dist/ rebuilds it. tsc never deletes what a
 *   removed source file emitted, so first every file in a dist/ that the project's current sources
 *   would not emit is deleted, and a project with an output missing is built again in full.
 *   After the lockfile changed or packages were installed afresh (their record in
 *   node_modules/.cache is gone), all three are compiled again.
 *
 * `--no-web` builds the server side only (`npm run migrate`).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The TypeScript projects; the server's references the other two. */
const projects = ['packages/domain', 'packages/contracts', 'apps/server'].map((path) =>
  join(root, path, 'tsconfig.build.json'),
);
const serverProject = join(root, 'apps/server/tsconfig.build.json');
const lockfilePath = join(root, 'package-lock.json');
const serverRecord = join(root, 'node_modules/.cache/spool/server-build.json');

const web = join(root, 'apps/web');
const webDist = join(web, 'dist');
const webRecord = join(web, 'node_modules/.cache/spool/web-build.json');
/** What `vite build` reads besides node_modules: hashed to tell whether the web is up to date. */
const webInputs = [
  'apps/web',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
];
const notWebInputs = new Set(['node_modules', 'dist']);

/** Every file under a folder, as paths relative to `from`, sorted; folders named in `skip` left out. */
function filesUnder(folder, from, skip = new Set()) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(from, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(/[\\/]/).some((part) => skip.has(part)))
    .sort();
}

function webInputsHash() {
  const hash = createHash('sha256');
  for (const input of webInputs) {
    const path = join(root, input);
    const files = statSync(path).isDirectory() ? filesUnder(path, root, notWebInputs) : [input];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The files of the web's dist/ with their sizes. */
function webOutputs() {
  return Object.fromEntries(
    filesUnder(webDist, webDist).map((file) => [file, statSync(join(webDist, file)).size]),
  );
}

/** Whether dist/ holds the build of these inputs: the last build's record says so, and its files are there. */
function webIsBuilt(inputs) {
  if (!existsSync(webRecord)) return false;
  const record = JSON.parse(readFileSync(webRecord, 'utf8'));
  return (
    record.inputs === inputs &&
    Object.entries(record.outputs).every(([file, size]) => {
      const path = join(webDist, file);
      return existsSync(path) && statSync(path).size === size;
    })
  );
}

/** Starts the web build unless its inputs are the last build's; resolves with whether it succeeded. */
function buildWeb() {
  const inputs = webInputsHash();
  if (webIsBuilt(inputs)) {
    console.log('web: unchanged since the last build, skipped');
    return Promise.resolve(true);
  }
  rmSync(webRecord, { force: true });
  const requireFromWeb = createRequire(join(web, 'package.json'));
  const vite = join(dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  return new Promise((done) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: web, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      done(false);
    });
    child.on('exit', (code) => {
      if (code === 0) {
        mkdirSync(dirname(webRecord), { recursive: true });
        writeFileSync(webRecord, JSON.stringify({ inputs, outputs: webOutputs() }));
      }
      done(code === 0);
    });
  });
}

/** @param {typeof import('typescript')} ts */
function pruneStaleOutputs(ts, configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  const outDir = parsed?.options.outDir;
  const buildInfo = parsed && ts.getTsBuildInfoEmitOutputFilePath(parsed.options);
  if (!parsed || !outDir || !buildInfo) throw new Error(`${configPath} is not a composite build`);
  const expected = new Set(
    parsed.fileNames
      .flatMap((file) => ts.getOutputFileNames(parsed, file, false))
      .concat(buildInfo)
      .map((path) => resolve(path)),
  );
  const stale = filesUnder(outDir, outDir)
    .map((file) => resolve(outDir, file))
    .filter((path) => !expected.has(path));
  for (const path of stale) rmSync(path);
  removeEmptyFolders(outDir);
  if (stale.length > 0)
    console.log(`${relative(root, outDir)}: removed ${stale.length} stale files`);
  if ([...expected].some((path) => !existsSync(path))) rmSync(buildInfo, { force: true });
}

function removeEmptyFolders(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(folder, entry.name));
  }
  if (readdirSync(folder).length === 0) rmdirSync(folder);
}

/**
 * tsc --build looks at the projects' own files only, not at the installed packages: after the
 * lockfile changed, or when no build since the last install left its record, all is compiled again.
 */
function packagesChanged(lockfile) {
  if (!existsSync(serverRecord)) return true;
  return JSON.parse(readFileSync(serverRecord, 'utf8')).lockfile !== lockfile;
}

async function buildServerSide() {
  const { default: ts } = await import('typescript');
  for (const project of projects) pruneStaleOutputs(ts, project);
  const lockfile = createHash('sha256').update(readFileSync(lockfilePath)).digest('hex');
  const force = packagesChanged(lockfile);
  rmSync(serverRecord, { force: true });
  const host = ts.createSolutionBuilderHost(
    ts.sys,
    undefined,
    ts.createDiagnosticReporter(ts.sys, process.stdout.isTTY),
  );
  const built = ts.createSolutionBuilder(host, [serverProject], { force }).build();
  if (built !== ts.ExitStatus.Success) return false;
  mkdirSync(dirname(serverRecord), { recursive: true });
  writeFileSync(serverRecord, JSON.stringify({ lockfile }));
  return true;
}

const webBuilt = process.argv.includes('--no-web') ? Promise.resolve(true) : buildWeb();
const serverBuilt = await buildServerSide();
process.exitCode = serverBuilt && (await webBuilt) ? 0 : 1;
