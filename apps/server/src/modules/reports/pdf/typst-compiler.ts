import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { fontBlobs } from './fonts.js';

/**
 * The Typst compiler of this thread (Typst through @myriaddreamin/typst-ts-node-compiler):
 * made at the thread's first report, with the reports' fonts given as bytes, then reused by
 * every report. Making it (reading 22 MB of fonts) takes 0.1 to 0.4 s, once per thread; it
 * is not made when the thread starts, since the same threads read and write workbooks.
 *
 * What a document may read is only what is given here: its project root is a folder below
 * this module's own file, a path that cannot exist (nothing lives below a file), so Typst's
 * `read`, `image`, `json`, `include` find nothing on the disk; the files a report needs (its
 * picture) are given in memory for one compilation and removed after it. The report's data
 * travel as JSON in `sys.inputs`, never inside the Typst source.
 */
let compiler: NodeCompiler | undefined;

const root = `${fileURLToPath(import.meta.url)}/typst-root`;

function thisThreadsCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace: root, fontArgs: [{ fontBlobs: fontBlobs() }] });
  return compiler;
}

/** A file the document reads by its absolute path in the project ("/picture"). */
export type TypstFile = { readonly path: `/${string}`; readonly bytes: Uint8Array };

/** Raised when Typst refuses a document: its diagnostics, for the logs. */
export class TypstError extends Error {
  constructor(diagnostics: string) {
    super(`Typst could not compile the report: ${diagnostics}`);
    this.name = 'TypstError';
  }
}

/**
 * Compiles a Typst program to PDF. `source` is the program (constant text of this module,
 * never built from user data); `inputs` are its `sys.inputs` strings; `files` the in-memory
 * files it may read, for this compilation only.
 *
 * The document is compiled and exported in one call, so that it never reaches JavaScript:
 * a compiled document held by a JavaScript object (tens of MB for a long report) is freed
 * only when the garbage collector next runs, which the small JavaScript heap of a worker
 * seldom asks for (the memory grew 45 MB a 500-operation report that way). Typst's memoised
 * results, shared by the whole process, are then all dropped: keeping those of the last ten
 * compilations held about 1 GB after ten 500-operation reports, for some 15% less time.
 */
export function compileTypstPdf(
  source: string,
  inputs: Record<string, string>,
  files: readonly TypstFile[] = [],
): Buffer {
  const typst = thisThreadsCompiler();
  for (const file of files) {
    typst.mapShadow(`${root}${file.path}`, Buffer.from(file.bytes));
  }
  try {
    return typst.pdf({ mainFileContent: source, inputs }, { pdfTags: false });
  } catch (error) {
    throw new TypstError(String(error));
  } finally {
    typst.resetShadow();
    typst.evictCache(0);
  }
}
